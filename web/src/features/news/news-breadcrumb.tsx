import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ChevronRightIcon } from './icons'
import styles from './news-breadcrumb.module.css'
import { newsPageHref } from './page-number'

/** Home › News › the item's headline (the last is the current page, not a link). */
export function NewsBreadcrumb({ title }: { title: string }) {
  const { t } = useLingui()
  return (
    <nav className={styles.breadcrumb} aria-label={t`Breadcrumb`}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/">
            <Trans>Home</Trans>
          </Link>
          <ChevronRightIcon />
        </li>
        <li className={styles.item}>
          <Link to={newsPageHref(1)}>
            <Trans>News</Trans>
          </Link>
          <ChevronRightIcon />
        </li>
        <li className={styles.item}>
          <span className={styles.current} aria-current="page">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  )
}
