import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { mainLinks, type NavLinkItem } from './nav-links'

/** `page` on the link's own page, `true` elsewhere in its section (a news item, page 2). */
const currentness = (link: NavLinkItem, pathname: string) =>
  pathname === link.to ? 'page' : link.section(pathname) ? 'true' : undefined

/**
 * The main menu's links, the current section's one marked with `aria-current`.
 */
export function NavList({
  className,
  linkClassName,
}: {
  className?: string
  linkClassName?: string
}) {
  const { i18n } = useLingui()
  const { pathname } = useLocation()
  return (
    <ul className={className}>
      {mainLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName} aria-current={currentness(link, pathname)}>
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
