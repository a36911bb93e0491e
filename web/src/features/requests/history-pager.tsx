import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { pagerItems } from '../../lib/pagination'
import styles from './history.module.css'

const pageHref = (page: number) => (page > 1 ? `?page=${page}` : '?')

/** The history's pager: a link per page of `pagerItems` ("…" for the pages left out). */
export function HistoryPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t`Pages of the history`}>
      <ul className={styles.pages}>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.pageLink}
                to={pageHref(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
