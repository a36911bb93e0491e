/**
 * The haulier's cabinet's address, the one place it is spelled (the product's own,
 * `/online-application/<tab>`): the routes match under it, and every feature that leads into a
 * cabinet tab builds the address with `cabinetPath`. A house rule (src/architecture.test.ts)
 * refuses the prefix written anywhere else.
 */
export const CABINET_PATH = '/online-application'

/** A cabinet tab's address by the product's tab name, with an optional query (`?id=12`). */
export const cabinetPath = (tab: string, query = '') => `${CABINET_PATH}/${tab}${query}`
