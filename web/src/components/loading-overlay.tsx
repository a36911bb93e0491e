import { Trans } from '@lingui/react/macro'
import styles from './loading-overlay.module.css'

/**
 * Shown while a page's data or code loads, and while a form is being sent. It appears only after
 * a short delay (CSS), so a fast answer never flickers it; screen readers hear "Loading".
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
