import { Trans } from '@lingui/react/macro'
import styles from './loading-overlay.module.css'

/**
 * Shown while a page's data or code loads, and while a form is being sent. It stays invisible for
 * the first 500 ms (CSS), so what answers within that time — cached reference data, a page
 * already loaded — never shows it and nothing flickers; a slow answer fades it in. Screen readers
 * hear "Loading".
 */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
