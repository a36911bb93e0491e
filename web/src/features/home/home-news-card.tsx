import { Link } from 'react-router'
import { POSTER_SIZES } from '../../config/poster-sizes'
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking'
import { graphql } from '../../gql/gql'
import { formatDay, machineDay } from '../../lib/dates'
import { imageSources } from '../../lib/image-sources'
import { useLocalized } from '../../lib/localized'
import styles from './latest-news.module.css'

export const HomeNewsCardItem = graphql(`
  fragment HomeNewsCard_item on NewsItem {
    id
    title {
      tm
      ru
      en
    }
    posterUrl
    posterVariants {
      url
      width
    }
    publishedAt
  }
`)

/** A news item on the main page: poster, day, headline; the whole card leads to the item. */
export function HomeNewsCard(props: { item: FragmentType<typeof HomeNewsCardItem> }) {
  const item = getFragmentData(HomeNewsCardItem, props.item)
  const localized = useLocalized()
  return (
    <article className={styles.card}>
      <img
        className={styles.poster}
        src={item.posterUrl}
        {...imageSources(item.posterVariants, POSTER_SIZES.card)}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <time className={styles.date} dateTime={machineDay(item.publishedAt)}>
          {formatDay(item.publishedAt)}
        </time>
        <h3 className={styles.title}>
          <Link className={styles.link} to={`/single-news/${item.id}`}>
            {localized(item.title)}
          </Link>
        </h3>
      </div>
    </article>
  )
}
