import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useRef } from 'react'
import { AccountPanel } from './account-panel'
import { ContactLinks } from './contact-links'
import { LanguageSwitch } from './language-switch'
import styles from './mobile-menu.module.css'
import { NavList } from './nav-list'
import { ThemeToggle } from './theme-toggle'

type Props = {
  id: string
  open: boolean
  onClose: () => void
  /** The button that opened the menu: focus goes back to it when Escape closes the menu. */
  opener: RefObject<HTMLButtonElement | null>
  onLogOut: () => void
  loggingOut: boolean
}

/**
 * The menu of small screens, under the top bar: the main menu, the account, language and theme,
 * the contacts. While it is open the page behind does not scroll; Escape closes it; focus starts
 * on its first link. A navigation closes it (the top bar keys it to the path).
 */
export function MobileMenu({ id, open, onClose, opener, onLogOut, loggingOut }: Props) {
  const { t } = useLingui()
  const panel = useRef<HTMLDivElement>(null)
  useMenuBehaviour(open, onClose, opener, panel)
  return (
    <div id={id} ref={panel} className={styles.panel} hidden={!open}>
      <nav aria-label={t`Main menu`}>
        <NavList className={styles.links} linkClassName={styles.link} />
      </nav>
      <section className={styles.section} aria-label={t`Account`}>
        <AccountPanel
          onLogOut={onLogOut}
          loggingOut={loggingOut}
          open={open}
          onSwitched={onClose}
        />
      </section>
      <section className={styles.settings} aria-label={t`Settings`}>
        <LanguageSwitch />
        <ThemeToggle withLabel />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>
          <Trans>Contact us</Trans>
        </h2>
        <ContactLinks stacked />
      </section>
    </div>
  )
}

function useMenuBehaviour(
  open: boolean,
  onClose: () => void,
  opener: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const body = document.body.style
    const overflow = body.overflow
    body.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      opener.current?.focus()
    }
    // A window grown wide enough for the full top bar has no use for the menu.
    const wide = matchMedia('(min-width: 64rem)')
    const onWide = () => wide.matches && onClose()
    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      body.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [open, onClose, opener, panel])
}
