import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { DashboardIcon } from '../../components/icons'
import { BoxInIcon, BoxOutIcon, DocumentIcon, GlobeIcon } from './icons'
import { type Tab, tabPath } from './tabs'

type Tile = {
  tab: Tab
  to: string
  title: MessageDescriptor
  description: MessageDescriptor
  icon: ComponentType<{ size?: number }>
}

const tile = (
  tab: Tab,
  title: MessageDescriptor,
  description: MessageDescriptor,
  icon: Tile['icon'],
): Tile => ({
  tab,
  to: tabPath(tab),
  title,
  description,
  icon,
})

/** The initial tab's five tiles, in the product's order. */
export const tiles: readonly Tile[] = [
  tile(
    'profileTab',
    msg`Dashboard`,
    msg`Your account and your institution's details`,
    DashboardIcon,
  ),
  tile('loadPermissionTab', msg`Load permission`, msg`File a permission to load cargo`, BoxInIcon),
  tile(
    'unloadPermissionTab',
    msg`Unload permission`,
    msg`File a permission to unload cargo`,
    BoxOutIcon,
  ),
  tile(
    'onlineApplicationTab',
    msg`Online application`,
    msg`Send a CMR application with its documents`,
    DocumentIcon,
  ),
  tile(
    'ePermitHistory',
    msg`Request to permit`,
    msg`Request e-permits for foreign countries and pay online`,
    GlobeIcon,
  ),
]
