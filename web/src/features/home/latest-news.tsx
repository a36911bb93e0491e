import { useSuspenseQuery } from '@apollo/client/react'
import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { HomeLatestNewsQuery } from './api/latest-news'
import { HomeNewsCard } from './home-news-card'
import styles from './latest-news.module.css'

/**
 * The four newest news items and the way to all of them. The cards wait for their data on their
 * own (placeholders of the same size), so the rest of the page does not wait for the news.
 */
export function LatestNews() {
  return (
    <section className={styles.news} aria-labelledby="home-news-title">
      <div className={styles.header}>
        <h2 id="home-news-title" className={styles.heading}>
          <Trans>Latest news</Trans>
        </h2>
        <Link className="button button--ghost" to="/news-all/1">
          <Trans>All news</Trans>
        </Link>
      </div>
      <Suspense fallback={<Placeholders />}>
        <NewsCards />
      </Suspense>
    </section>
  )
}

function NewsCards() {
  const { data } = useSuspenseQuery(HomeLatestNewsQuery)
  if (data.latestNews.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No news has been published yet.</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.grid}>
      {data.latestNews.map((item) => (
        <li key={item.id}>
          <HomeNewsCard item={item} />
        </li>
      ))}
    </ul>
  )
}

function Placeholders() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {['a', 'b', 'c', 'd'].map((key) => (
        <li key={key} className={styles.placeholder} />
      ))}
    </ul>
  )
}
