import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A link of the portal's main menu; `section` lists the paths that count as being in it. */
export type NavLinkItem = {
  to: string
  label: MessageDescriptor
  section: (path: string) => boolean
}

const startsWith =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** The main menu, in the top bar, the mobile menu and the footer. News opens at its first page. */
export const mainLinks: readonly NavLinkItem[] = [
  { to: '/', label: msg`Home`, section: (path) => path === '/' },
  { to: '/services', label: msg`Services`, section: startsWith('/services') },
  { to: '/news-all/1', label: msg`News`, section: startsWith('/news-all', '/single-news') },
  { to: '/about-us', label: msg`About us`, section: startsWith('/about-us') },
  { to: '/contacts', label: msg`Contacts`, section: startsWith('/contacts') },
]
