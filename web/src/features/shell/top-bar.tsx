import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { CloseIcon, MenuIcon } from '../../components/icons'
import { AccountArea } from './account-area'
import { Brand } from './brand'
import { ContactLinks } from './contact-links'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { NavList } from './nav-list'
import { ThemeToggle } from './theme-toggle'
import styles from './top-bar.module.css'
import { useHomeBanner } from './use-home-banner'
import { useLogOut } from './use-log-out'

/**
 * The portal's top bar. Wide screens: a strip with the phone, e-mail, language and theme, then
 * the bar with the emblem, the main menu and the account; small screens: the emblem and a menu
 * button. On the main page it lies over the banner, transparent with white text, and turns solid
 * once scrolled past the banner's height minus 240 px; elsewhere it is solid and its bar stays
 * in view while the page scrolls.
 */
export function TopBar() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { logOut, loggingOut } = useLogOut()
  // The menu is open for the path it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const closeMenu = useCallback(() => setMenuOpenOn(null), [])
  const menuButton = useRef<HTMLButtonElement>(null)
  const banner = useHomeBanner(pathname === '/')

  return (
    <header
      className={styles.header}
      data-home={pathname === '/' || undefined}
      data-overlay={(banner === 'over' && !menuOpen) || undefined}
    >
      <div className={styles.utility}>
        <div className={styles.inner}>
          <ContactLinks />
          <div className={styles.utilityEnd}>
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Brand />
          <nav className={styles.nav} aria-label={t`Main menu`}>
            <NavList className={styles.navList} linkClassName={styles.navLink} />
          </nav>
          <div className={styles.account}>
            <AccountArea onLogOut={logOut} loggingOut={loggingOut} />
          </div>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            <span className="visually-hidden">{t`Menu`}</span>
          </button>
        </div>
      </div>
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        onClose={closeMenu}
        opener={menuButton}
        onLogOut={logOut}
        loggingOut={loggingOut}
      />
    </header>
  )
}
