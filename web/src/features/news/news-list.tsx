import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PageHero } from '../../components/page-hero'
import { usePageTitle } from '../../lib/page-title'
import { NewsPageQuery } from './api/news-page'
import { NewsCard } from './news-card'
import styles from './news-list.module.css'
import { NewsPager } from './news-pager'
import { newsPageHref, parsePageNumber } from './page-number'

/**
 * The news list at `/news-all/:pageId`: twelve cards a page, newest first, and the pager. An
 * address that names no page, or a page past the last, says so and leads to the first page.
 */
export function NewsList({ pageId }: { pageId: string | undefined }) {
  const page = parsePageNumber(pageId)
  const { t } = useLingui()
  usePageTitle(page && page > 1 ? t`News, page ${page}` : t`News`)
  return (
    <>
      <PageHero
        title={t`News`}
        lead={
          <p>
            <Trans>
              Announcements of the enterprise for hauliers and drivers: permits, border crossings,
              road safety and our work with partner countries.
            </Trans>
          </p>
        }
      />
      <div className="page">{page === null ? <NoSuchPage /> : <NewsPageItems page={page} />}</div>
    </>
  )
}

function NewsPageItems({ page }: { page: number }) {
  const { data } = useSuspenseQuery(NewsPageQuery, { variables: { page } })
  const newsPage = data.newsPage
  if (!newsPage) return <NoSuchPage />
  const { items, pageInfo } = newsPage
  const { page: current, pageCount } = pageInfo
  if (items.length === 0) {
    return (
      <p className={styles.notice} role="status">
        <Trans>No news has been published yet.</Trans>
      </p>
    )
  }
  return (
    <>
      <p className={styles.pageOf}>
        <Trans>
          Page {current} of {pageCount}
        </Trans>
      </p>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <NewsCard item={item} first={index === 0} />
          </li>
        ))}
      </ul>
      <NewsPager page={current} pageCount={pageCount} />
    </>
  )
}

function NoSuchPage() {
  return (
    <div className={styles.notice} role="status">
      <h2 className={styles.noticeTitle}>
        <Trans>There is no such page of news</Trans>
      </h2>
      <p>
        <Trans>The address may be mistyped, or the list may have become shorter.</Trans>
      </p>
      <Link className="button" to={newsPageHref(1)}>
        <Trans>Go to the first page of news</Trans>
      </Link>
    </div>
  )
}
