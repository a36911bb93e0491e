import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { icon } from '../../components/icons'
import { usePageTitle } from '../../lib/page-title'
import styles from './not-found-page.module.css'

const HomeIcon = /* @__PURE__ */ icon('M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5')

/** Any address the portal does not know: 'Page Not Found', and the ways back. */
export function NotFoundPage() {
  const { t } = useLingui()
  usePageTitle(t`Page Not Found`, { alone: true })
  return (
    <section className={`page page--narrow ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>
          This road leads nowhere: the page may have moved, or the address has a typo. Check the
          address, or carry on from the main page.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button">
          <HomeIcon size={18} />
          <Trans>To the main page</Trans>
        </Link>
        <Link to="/news-all/1" className="button button--ghost">
          <Trans>Latest news</Trans>
        </Link>
        <Link to="/contacts" className="button button--ghost">
          <Trans>Contacts</Trans>
        </Link>
      </div>
    </section>
  )
}
