import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { CABINET_PATH } from '../../config/cabinet-paths'
import styles from './cabinet.module.css'
import { ArrowLeftIcon } from './icons'

/**
 * A tab whose forms are not built yet: its name and an honest notice, no imitation of a form.
 */
export function ComingSoon({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <section className={styles.tab}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.notice}>
        <svg className={styles.noticeArt} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path className={styles.artPost} d="M16 34v22M48 34v22M10 56h12M42 56h12" />
          <rect className={styles.artBoard} x="8" y="20" width="48" height="14" rx="3" />
          <path
            className={styles.artStripes}
            d="M18 20l-6 14M30 20l-6 14M42 20l-6 14M54 20l-6 14"
          />
        </svg>
        <div>
          <p className={styles.noticeTitle}>
            <Trans>This section opens in the next release of the portal.</Trans>
          </p>
          <p className={styles.noticeText}>
            <Trans>
              Until then, the enterprise's departments answer your questions by phone and e-mail.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Link to={CABINET_PATH} className="button button--ghost">
              <ArrowLeftIcon size={18} />
              <Trans>Back to the dashboard</Trans>
            </Link>
            <Link to="/contacts" className="button button--ghost">
              <Trans>Contacts</Trans>
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
