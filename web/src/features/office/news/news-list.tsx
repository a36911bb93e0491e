import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { getFragmentData } from '../../../gql'
import type { NewsStatus } from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { useLocalized } from '../../../lib/localized'
import { usePageTitle } from '../../../lib/page-title'
import { NewsEditor_item, useOfficeNews } from '../api/office-news'
import { officePaths, pageOf, withSearch } from '../office-address'
import { QueuePager } from '../queues/queue-pager'
import styles from '../screens.module.css'
import { TableScroll } from '../table-scroll'
import { newsStatuses, newsStatusWords } from './news-words'

const statusOf = (value: string | null): NewsStatus | null =>
  newsStatuses.find((status) => status === value) ?? null

/** The office's news (`/office/news?status=DRAFT`): drafts and published items, 20 a page. */
export function OfficeNewsList() {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const [search] = useSearchParams()
  const status = statusOf(search.get('status'))
  const { data, loading, error } = useOfficeNews(status, pageOf(search))
  const news = data?.office?.news
  const items = news ? getFragmentData(NewsEditor_item, news.items) : []
  usePageTitle(t`News`)

  return (
    <section className={styles.screen} aria-labelledby="office-news-title">
      <h1 id="office-news-title">{t`News`}</h1>
      <div className={styles.actions}>
        <Link to={officePaths.newNews} className="button">
          {t`Write a news item`}
        </Link>
      </div>
      <nav aria-label={t`News by state`}>
        <ul className={styles.statusTabs}>
          {[null, ...newsStatuses].map((one) => (
            <li key={one ?? 'all'}>
              <Link
                to={withSearch(search, { status: one })}
                aria-current={one === status ? 'page' : undefined}
              >
                {one ? i18n._(newsStatusWords[one]) : t`All`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {news === undefined && loading ? (
        <LoadingOverlay />
      ) : error && !news ? (
        <p className={styles.notice} role="alert">
          {t`The news could not be loaded. Please try again later.`}
        </p>
      ) : !news || items.length === 0 ? (
        <p className={styles.notice}>{t`No news here.`}</p>
      ) : (
        <>
          <TableScroll label={t`News, the last changed first`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t`News, the last changed first`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Title`}</th>
                  <th scope="col">{t`State`}</th>
                  <th scope="col">{t`Changed on`}</th>
                  <th scope="col">{t`Views`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={officePaths.newsItem(item.id)}>{localized(item.title)}</Link>
                    </td>
                    <td>{i18n._(newsStatusWords[item.status])}</td>
                    <td>{formatDay(item.updatedAt)}</td>
                    <td>{item.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <QueuePager page={news.pageInfo.page} pageCount={news.pageInfo.pageCount} />
        </>
      )}
    </section>
  )
}
