import { useLingui } from '@lingui/react/macro'
import { type ReactNode, Suspense } from 'react'
import { NavLink } from 'react-router'
import { LoadingOverlay } from '../../components/loading-overlay'
import { useLiveChanges } from '../../lib/live-changes'
import styles from './office.module.css'
import { officeSections } from './office-nav'

/** The office's frame: its side menu and the chosen screen (loaded lazily, by the route). */
export function OfficeLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui()
  // Queues, counts and the record on screen follow every operator's actions (ADR 0107).
  useLiveChanges('office', true)
  return (
    <div className={`page ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t`Operator office`}>
        <p className={styles.navTitle}>{t`Operator office`}</p>
        <ul>
          {officeSections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} className={styles.navLink}>
                {i18n._(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
      </div>
    </div>
  )
}
