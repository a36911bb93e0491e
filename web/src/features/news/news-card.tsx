import { Link } from 'react-router'
import { POSTER_SIZES } from '../../config/poster-sizes'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import { imageSources } from '../../lib/image-sources'
import { useLocalized } from '../../lib/localized'
import styles from './news-card.module.css'
import { NewsMeta } from './news-meta'
import { POSTER_HEIGHT, POSTER_WIDTH } from './poster'

export const NewsCard_item = graphql(`
  fragment NewsCard_item on NewsItem {
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
    views
  }
`)

/**
 * A news item in the list: poster, day, views and the headline, which links to the item. The
 * whole card is the link's target area; the headline alone is the link's name. The `first`
 * card's poster is the list's largest image on the first screen: fetched at once and before the
 * rest; the others wait until they come near the screen.
 */
export function NewsCard({
  item: ref,
  first = false,
}: {
  item: FragmentType<typeof NewsCard_item>
  first?: boolean
}) {
  const item = getFragmentData(NewsCard_item, ref)
  const localized = useLocalized()
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link className={styles.link} to={`/single-news/${item.id}`}>
          {localized(item.title)}
        </Link>
      </h2>
      <NewsMeta className={styles.meta} publishedAt={item.publishedAt} views={item.views} />
      <img
        className={styles.poster}
        src={item.posterUrl}
        {...imageSources(item.posterVariants, POSTER_SIZES.card)}
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
    </article>
  )
}
