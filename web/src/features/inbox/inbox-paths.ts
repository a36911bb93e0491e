import { cabinetPath } from '../../config/cabinet-paths'

/** The cabinet's inbox tab (the product's own tab name), where the first tab's line leads. */
export const inboxPath = cabinetPath('inboxTab')
