import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pagerItems } from '../../lib/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import styles from './news-pager.module.css'
import { newsPageHref } from './page-number'

/**
 * The news list's pager: previous and next arrows around the page buttons of `pagerItems`
 * (first and last page, the current one and its neighbours, "…" for the pages left out). An
 * arrow that leads nowhere stays in place, disabled, so the buttons never shift.
 */
export function NewsPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t`News pages`}>
      <ul className={styles.list}>
        <li>
          <Arrow to={page > 1 ? page - 1 : null} label={t`Previous page`} rel="prev">
            <ChevronLeftIcon />
          </Arrow>
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.button}
                to={newsPageHref(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Arrow to={page < pageCount ? page + 1 : null} label={t`Next page`} rel="next">
            <ChevronRightIcon />
          </Arrow>
        </li>
      </ul>
    </nav>
  )
}

type ArrowProps = { to: number | null; label: string; rel: string; children: ReactNode }

function Arrow({ to, label, rel, children }: ArrowProps) {
  if (to === null) {
    return (
      <span className={`${styles.button} ${styles.disabled}`} aria-disabled="true" title={label}>
        {children}
        <span className="visually-hidden">{label}</span>
      </span>
    )
  }
  return (
    <Link className={styles.button} to={newsPageHref(to)} rel={rel} title={label}>
      {children}
      <span className="visually-hidden">{label}</span>
    </Link>
  )
}
