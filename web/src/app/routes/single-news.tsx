import { useParams } from 'react-router'
import { NewsArticle } from '../../features/news/news-article'

/** `/single-news/:id`: a news item with similar news; a new id starts afresh (no item kept). */
export function Component() {
  const { id = '' } = useParams()
  return <NewsArticle key={id} id={id} />
}
