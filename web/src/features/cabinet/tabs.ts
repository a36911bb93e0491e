import { CABINET_PATH } from '../../config/cabinet-paths'

/**
 * The cabinet's tabs, as the product names them (the `:tab` of `/online-application/:tab`), and
 * the rules between them. Pure functions, unit-tested.
 */
export const tabs = [
  'initialTab',
  'profileTab',
  'inboxTab',
  'individualDataTab',
  'legalData',
  'individualDrivers',
  'individualDriversCreate',
  'individualDriversEdit',
  'legalDrivers',
  'legalDriverCreate',
  'legalDriverEdit',
  'individualCars',
  'individualCarCreate',
  'individualCarEdit',
  'legalCars',
  'legalCarCreate',
  'legalCarEdit',
  'individualTrailers',
  'individualTrailerCreate',
  'individualTrailerEdit',
  'legalTrailers',
  'legalTrailerCreate',
  'legalTrailerEdit',
  'ePermitHistory',
  'ePermitCreate',
  'loadPermissionTab',
  'unloadPermissionTab',
  'onlineApplicationTab',
  'historyTab',
  'activityTab',
  'teamTab',
  'changePasswordTab',
] as const

export type Tab = (typeof tabs)[number]
export const INITIAL_TAB: Tab = 'initialTab'

/** The data group a tab belongs to: an individual's or a legal entity's, or neither. */
export type Group = 'individual' | 'legal' | null

const isTab = (value: string): value is Tab => (tabs as readonly string[]).includes(value)

/** The tab a path names: the initial tab for none, `null` for a name that is no tab. */
export function resolveTab(param: string | undefined): Tab | null {
  if (param === undefined || param === '') return INITIAL_TAB
  return isTab(param) ? param : null
}

export function groupOf(tab: Tab): Group {
  if (tab.startsWith('individual')) return 'individual'
  if (tab.startsWith('legal')) return 'legal'
  return null
}

/** The list a form tab belongs to (a new or edited driver → the drivers), else the tab itself. */
export function sectionOf(tab: Tab): Tab {
  const list = /^(individual|legal)(Driver|Car|Trailer)s?(Create|Edit)$/.exec(tab)
  if (list) return `${list[1]}${list[2]}s` as Tab
  return tab === 'ePermitCreate' ? 'ePermitHistory' : tab
}

/** Anyone may see the initial tab; every other tab is for a signed-in account. */
export const canOpen = (tab: Tab, authenticated: boolean) => authenticated || tab === INITIAL_TAB

export const tabPath = (tab: Tab) => (tab === INITIAL_TAB ? CABINET_PATH : `${CABINET_PATH}/${tab}`)

/**
 * The address of a tab; an edit tab names its record in the query, so a reload, a bookmark and
 * back/forward all show the same record: `/online-application/legalDriverEdit?id=12`.
 */
export const tabHref = (tab: Tab, recordId?: string) =>
  recordId === undefined ? tabPath(tab) : `${tabPath(tab)}?id=${encodeURIComponent(recordId)}`

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The record an address names (`?id=`), or null when it names none or nothing sensible. */
export function recordIdOf(search: URLSearchParams): string | null {
  const id = search.get('id')
  return id !== null && RECORD_ID.test(id) ? id : null
}

/** The request a confirmation page's address names (`/submitted/:id`), or null for nonsense. */
export function submittedIdOf(param: string | undefined): string | null {
  return param !== undefined && RECORD_ID.test(param) ? param : null
}
