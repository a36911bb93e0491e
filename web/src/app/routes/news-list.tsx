import { matchPath, useParams } from 'react-router'
import { NewsPageQuery } from '../../features/news/api/news-page'
import { NewsList } from '../../features/news/news-list'
import { parsePageNumber } from '../../features/news/page-number'
import { apollo } from '../providers'

// Opened at this address: the page's news are asked for as its code arrives, while the texts
// and the first render are still on their way (the list's query then joins the request in
// flight). The first poster, the page's largest element, comes that much sooner.
const opened = parsePageNumber(
  matchPath('/news-all/:pageId', window.location.pathname)?.params.pageId,
)
if (opened !== null) {
  void apollo.query({ query: NewsPageQuery, variables: { page: opened } }).catch(() => undefined)
}

/** `/news-all/:pageId`: one page of the news. */
export function Component() {
  const { pageId } = useParams()
  return <NewsList pageId={pageId} />
}
