import { Trans } from '@lingui/react/macro'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { POSTER_SIZES } from '../../config/poster-sizes'
import { graphql } from '../../gql'
import type { NewsStory_ItemFragment } from '../../gql/graphql'
import { imageSources } from '../../lib/image-sources'
import { useLocalized } from '../../lib/localized'
import { continueOutline } from './body-headings'
import { OpenIcon } from './icons'
import styles from './news-article.module.css'
import { NewsMeta } from './news-meta'
import { POSTER_HEIGHT, POSTER_WIDTH } from './poster'
import prose from './prose.module.css'

export const NewsStory_item = graphql(`
  fragment NewsStory_item on NewsItem {
    id
    title {
      tm
      ru
      en
    }
    bodyHtml {
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

export type NewsStoryItem = NewsStory_ItemFragment

type Props = {
  item: NewsStoryItem
  /** Set when a similar item is shown in place of the one of the address. */
  swapped: boolean
  headingRef: Ref<HTMLHeadingElement>
}

/**
 * The news item being read: headline, day and views, poster and body. The body is HTML the API
 * sanitized when it was stored (text tags and safe links only), so it is rendered as it is.
 */
export function NewsStory({ item, swapped, headingRef }: Props) {
  const localized = useLocalized()
  return (
    <article className={styles.story} aria-labelledby="news-story-title">
      <h1 id="news-story-title" className={styles.title} ref={headingRef} tabIndex={-1}>
        {localized(item.title)}
      </h1>
      <NewsMeta className={styles.meta} publishedAt={item.publishedAt} views={item.views} />
      {swapped && (
        <p className={styles.swapNote}>
          <Link to={`/single-news/${item.id}`}>
            <OpenIcon />
            <Trans>Open this news item on its own page</Trans>
          </Link>
        </p>
      )}
      <img
        key={item.id}
        className={styles.poster}
        src={item.posterUrl}
        {...imageSources(item.posterVariants, POSTER_SIZES.article)}
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        alt=""
        fetchPriority="high"
      />
      <div
        className={prose.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes news bodies (allow-list of text tags)
        dangerouslySetInnerHTML={{ __html: continueOutline(localized(item.bodyHtml)) }}
      />
    </article>
  )
}
