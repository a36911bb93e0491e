import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { pagerItems } from '../../../lib/pagination'
import { withSearch } from '../office-address'
import styles from '../screens.module.css'

/** A queue's pager: a link per page, the status and filters of the address kept. */
export function QueuePager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  const [search] = useSearchParams()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t`Pages of the queue`}>
      <ul>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={withSearch(search, { page: item > 1 ? String(item) : null })}
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
