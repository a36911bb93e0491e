import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { DashboardIcon, UserIcon } from '../../components/icons'
import {
  BellIcon,
  BoxInIcon,
  BoxOutIcon,
  BuildingIcon,
  CarIcon,
  DocumentIcon,
  GlobeIcon,
  HistoryIcon,
  IdCardIcon,
  KeyIcon,
  PulseIcon,
  SteeringIcon,
  TeamIcon,
  TrailerIcon,
} from './icons'
import type { Group, Tab } from './tabs'

type Icon = ComponentType<{ size?: number; className?: string }>

/** An entry of the cabinet's side navigation; `children` show only inside its `group`. */
export type NavEntry = {
  tab: Tab
  label: MessageDescriptor
  icon: Icon
  group?: Group
  children?: readonly NavEntry[]
}

const fleet = (group: 'individual' | 'legal'): NavEntry[] => [
  { tab: `${group}Drivers`, label: msg`Drivers`, icon: SteeringIcon },
  { tab: `${group}Cars`, label: msg`Cars`, icon: CarIcon },
  { tab: `${group}Trailers`, label: msg`Trailers`, icon: TrailerIcon },
]

export const navEntries: readonly NavEntry[] = [
  { tab: 'initialTab', label: msg`Dashboard`, icon: DashboardIcon },
  { tab: 'profileTab', label: msg`Profile`, icon: UserIcon },
  { tab: 'inboxTab', label: msg`Inbox`, icon: BellIcon },
  {
    tab: 'individualDataTab',
    label: msg`Individual data`,
    icon: IdCardIcon,
    group: 'individual',
    children: fleet('individual'),
  },
  {
    tab: 'legalData',
    label: msg`Legal entity data`,
    icon: BuildingIcon,
    group: 'legal',
    children: fleet('legal'),
  },
  { tab: 'ePermitHistory', label: msg`E-permits`, icon: GlobeIcon },
  { tab: 'loadPermissionTab', label: msg`Loading permission`, icon: BoxInIcon },
  { tab: 'unloadPermissionTab', label: msg`Unloading permission`, icon: BoxOutIcon },
  { tab: 'onlineApplicationTab', label: msg`Online application`, icon: DocumentIcon },
  { tab: 'historyTab', label: msg`Request history`, icon: HistoryIcon },
  { tab: 'activityTab', label: msg`Activity`, icon: PulseIcon },
  { tab: 'teamTab', label: msg`Team`, icon: TeamIcon },
  { tab: 'changePasswordTab', label: msg`Change password`, icon: KeyIcon },
]

/** The group's own entry (its data tab), for the eyebrow over a driver, car or trailer tab. */
export const groupEntry = (group: Group) =>
  group ? navEntries.find((entry) => entry.group === group) : undefined
