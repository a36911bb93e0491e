import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Tab } from './tabs'

/** Whose data a tab shows: an individual client's or a legal entity's. */
export type ClientGroup = 'individual' | 'legal'
/** What a fleet tab is about. */
export type FleetSubject = 'driver' | 'car' | 'trailer'
export type Vehicle = Exclude<FleetSubject, 'driver'>

/**
 * The screen a tab shows, with what parameterises it. Screens of one shape are one kind: the
 * 18 driver, car and trailer tabs are three kinds (a list, the driver form, the vehicle form)
 * told apart by group, subject or vehicle, and mode.
 */
export type Screen =
  | { kind: 'initial' }
  | { kind: 'profile' }
  | { kind: 'inbox' }
  | { kind: 'clientData'; group: ClientGroup }
  | { kind: 'fleetList'; group: ClientGroup; subject: FleetSubject }
  | { kind: 'driverForm'; group: ClientGroup; mode: 'create' | 'edit' }
  | { kind: 'vehicleForm'; group: ClientGroup; vehicle: Vehicle; mode: 'create' | 'edit' }
  | { kind: 'ePermitHistory' }
  | { kind: 'ePermitForm' }
  | { kind: 'permission'; direction: 'load' | 'unload' }
  | { kind: 'onlineApplication' }
  | { kind: 'history' }
  | { kind: 'activity' }
  | { kind: 'team' }
  | { kind: 'changePassword' }

export type ScreenKind = Screen['kind']

/** A tab: its heading, its screen, and whether its address names a record (`?id=`). */
export type TabEntry = { title: MessageDescriptor; screen: Screen; record: boolean }

type FleetTab = {
  tab: Tab
  group: ClientGroup
  subject: FleetSubject
  mode: 'list' | 'create' | 'edit'
}

/**
 * The 18 driver, car and trailer tabs in one list. Their names are the product's own and not
 * regular (`individualDriversCreate` but `legalDriverCreate`), so they are written out, not built.
 */
export const fleetTabs = [
  { tab: 'individualDrivers', group: 'individual', subject: 'driver', mode: 'list' },
  { tab: 'individualDriversCreate', group: 'individual', subject: 'driver', mode: 'create' },
  { tab: 'individualDriversEdit', group: 'individual', subject: 'driver', mode: 'edit' },
  { tab: 'legalDrivers', group: 'legal', subject: 'driver', mode: 'list' },
  { tab: 'legalDriverCreate', group: 'legal', subject: 'driver', mode: 'create' },
  { tab: 'legalDriverEdit', group: 'legal', subject: 'driver', mode: 'edit' },
  { tab: 'individualCars', group: 'individual', subject: 'car', mode: 'list' },
  { tab: 'individualCarCreate', group: 'individual', subject: 'car', mode: 'create' },
  { tab: 'individualCarEdit', group: 'individual', subject: 'car', mode: 'edit' },
  { tab: 'legalCars', group: 'legal', subject: 'car', mode: 'list' },
  { tab: 'legalCarCreate', group: 'legal', subject: 'car', mode: 'create' },
  { tab: 'legalCarEdit', group: 'legal', subject: 'car', mode: 'edit' },
  { tab: 'individualTrailers', group: 'individual', subject: 'trailer', mode: 'list' },
  { tab: 'individualTrailerCreate', group: 'individual', subject: 'trailer', mode: 'create' },
  { tab: 'individualTrailerEdit', group: 'individual', subject: 'trailer', mode: 'edit' },
  { tab: 'legalTrailers', group: 'legal', subject: 'trailer', mode: 'list' },
  { tab: 'legalTrailerCreate', group: 'legal', subject: 'trailer', mode: 'create' },
  { tab: 'legalTrailerEdit', group: 'legal', subject: 'trailer', mode: 'edit' },
] as const satisfies readonly FleetTab[]

type FleetTabName = (typeof fleetTabs)[number]['tab']

/** Headings of the fleet tabs: a list by its subject, a form by its mode and subject (spec §2). */
const fleetTitles: Record<FleetSubject, Record<FleetTab['mode'], MessageDescriptor>> = {
  driver: { list: msg`Drivers`, create: msg`New driver`, edit: msg`Edit driver` },
  car: { list: msg`Cars`, create: msg`New car`, edit: msg`Edit car` },
  trailer: { list: msg`Trailers`, create: msg`New trailer`, edit: msg`Edit trailer` },
}

function fleetEntry({ group, subject, mode }: FleetTab): TabEntry {
  const title = fleetTitles[subject][mode]
  const record = mode === 'edit'
  if (mode === 'list') return { title, record, screen: { kind: 'fleetList', group, subject } }
  if (subject === 'driver') return { title, record, screen: { kind: 'driverForm', group, mode } }
  return { title, record, screen: { kind: 'vehicleForm', group, vehicle: subject, mode } }
}

const fleetEntries = Object.fromEntries(
  fleetTabs.map((fleetTab) => [fleetTab.tab, fleetEntry(fleetTab)]),
) as Record<FleetTabName, TabEntry>

const entry = (title: MessageDescriptor, screen: Screen): TabEntry => ({
  title,
  screen,
  record: false,
})

/** Every tab of the cabinet, once: the compiler refuses a tab left out or one too many. */
export const tabRegistry = {
  initialTab: entry(msg`Dashboard`, { kind: 'initial' }),
  profileTab: entry(msg`Profile`, { kind: 'profile' }),
  inboxTab: entry(msg`Inbox`, { kind: 'inbox' }),
  individualDataTab: entry(msg`Individual data`, { kind: 'clientData', group: 'individual' }),
  legalData: entry(msg`Legal entity data`, { kind: 'clientData', group: 'legal' }),
  ...fleetEntries,
  ePermitHistory: entry(msg`E-permits`, { kind: 'ePermitHistory' }),
  ePermitCreate: entry(msg`New e-permit request`, { kind: 'ePermitForm' }),
  loadPermissionTab: entry(msg`Loading permission`, { kind: 'permission', direction: 'load' }),
  unloadPermissionTab: entry(msg`Unloading permission`, {
    kind: 'permission',
    direction: 'unload',
  }),
  onlineApplicationTab: entry(msg`Online application`, { kind: 'onlineApplication' }),
  historyTab: entry(msg`Request history`, { kind: 'history' }),
  activityTab: entry(msg`Activity`, { kind: 'activity' }),
  teamTab: entry(msg`Team`, { kind: 'team' }),
  changePasswordTab: entry(msg`Change password`, { kind: 'changePassword' }),
} satisfies Record<Tab, TabEntry>

/** The tab of a group's drivers, cars or trailers: its list, or its form to create or edit one. */
export function fleetTabOf(group: ClientGroup, subject: FleetSubject, mode: FleetTab['mode']): Tab {
  const found = fleetTabs.find(
    (fleet) => fleet.group === group && fleet.subject === subject && fleet.mode === mode,
  )
  if (!found) throw new Error(`No ${group} ${subject} ${mode} tab`)
  return found.tab
}

/** The screens that send a request with a reference number: each has a confirmation page. */
const CONFIRMING: readonly ScreenKind[] = ['ePermitForm', 'permission', 'onlineApplication']

/** Whether a tab sends requests, so `/submitted/:id` under it is its confirmation page. */
export const confirmsRequests = (tab: Tab) => CONFIRMING.includes(tabRegistry[tab].screen.kind)

/** The data tab of a group: where "Fill in the data" leads. */
export const clientDataTabOf = (group: ClientGroup): Tab =>
  group === 'legal' ? 'legalData' : 'individualDataTab'
