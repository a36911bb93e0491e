import { useParams } from 'react-router'
import { NewsList } from '../../features/news/news-list'

/** `/news-all/:pageId`: one page of the news (index.html asks for its data at start). */
export function Component() {
  const { pageId } = useParams()
  return <NewsList pageId={pageId} />
}
