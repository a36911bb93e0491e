import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { getFragmentData } from '../../gql'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import { NewsArticleQuery } from './api/news-article'
import styles from './news-article.module.css'
import { NewsBreadcrumb } from './news-breadcrumb'
import { NewsStory, NewsStory_item, type NewsStoryItem } from './news-story'
import { newsPageHref } from './page-number'
import { RelatedNews } from './related-news'

/**
 * `/single-news/:id`: the news item, and similar news beside it. Choosing a similar item shows
 * it here in place of the current one; the item of the address then joins the list, so the
 * reader can go back. An id that names no news says so.
 */
export function NewsArticle({ id }: { id: string }) {
  const { data } = useSuspenseQuery(NewsArticleQuery, { variables: { id } })
  const article = data.newsArticle
  if (!article) return <NoSuchNews />
  const item = getFragmentData(NewsStory_item, article.item)
  const related = getFragmentData(NewsStory_item, article.relatedNews)
  return <ArticleView item={item} related={related} />
}

function ArticleView({ item, related }: { item: NewsStoryItem; related: NewsStoryItem[] }) {
  const localized = useLocalized()
  const [shownId, setShownId] = useState(item.id)
  const heading = useRef<HTMLHeadingElement>(null)
  const all = [item, ...related]
  const shown = all.find((each) => each.id === shownId) ?? item
  usePageTitle(localized(shown.title))

  // After a similar item is chosen, the reader is taken to its headline (focus and scroll);
  // not on the first render, where focus belongs to the page.
  const chosen = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown item changes
  useEffect(() => {
    if (!chosen.current) return
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [shown.id])

  const choose = (next: string) => {
    chosen.current = true
    setShownId(next)
  }
  return (
    <div className={`page ${styles.layout}`}>
      <NewsBreadcrumb title={localized(shown.title)} />
      <NewsStory item={shown} swapped={shown.id !== item.id} headingRef={heading} />
      <RelatedNews items={all.filter((each) => each.id !== shown.id)} onChoose={choose} />
    </div>
  )
}

function NoSuchNews() {
  const { t } = useLingui()
  usePageTitle(t`News item not found`)
  return (
    <div className="page page--narrow">
      <div className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>
          <Trans>News item not found</Trans>
        </h1>
        <p>
          <Trans>This news item does not exist or is no longer published.</Trans>
        </p>
        <Link className="button" to={newsPageHref(1)}>
          <Trans>Go to all news</Trans>
        </Link>
      </div>
    </div>
  )
}
