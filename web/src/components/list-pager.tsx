import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { pagerItems, withSearch } from '../lib/pagination'
import styles from './list-pager.module.css'

/**
 * A cabinet list's place and its pager (the request history, the e-permits): "Page 2 of 5", then
 * the page links, the page in the address (`?page=2`, none for the first) beside the list's
 * filters, so that a reload, a bookmark and Back keep them.
 */
export function ListPager({
  page,
  pageCount,
  label,
}: {
  page: number
  pageCount: number
  /** What the pager's navigation is called ("Pages of the history"). */
  label: string
}) {
  const [search] = useSearchParams()
  const hrefOf = (to: number) => withSearch(search, { page: to > 1 ? String(to) : null })
  return (
    <>
      <PageOf page={page} pageCount={pageCount} />
      <PageLinks page={page} pageCount={pageCount} label={label} hrefOf={hrefOf} />
    </>
  )
}

/** Where a list's page sits: "Page 2 of 5". */
export function PageOf({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  return <p className={styles.pageOf}>{t`Page ${page} of ${pageCount}`}</p>
}

/**
 * A link per page of `pagerItems` ("…" for the pages left out), each a 44 px target, the current
 * one marked; nothing when there is one page. `hrefOf` gives a page's address (the office keeps
 * its filters in it).
 */
export function PageLinks({
  page,
  pageCount,
  label,
  hrefOf,
}: {
  page: number
  pageCount: number
  label: string
  hrefOf: (page: number) => string
}) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
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
                to={hrefOf(item)}
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
