import type { NewsPageResolvers } from '../__generated__/resolvers-types.js'
import { NEWS_PAGE_SIZE } from '../rest/content.js'
import { pageInfoOf } from './pages.js'

export const NewsPage: NewsPageResolvers = {
  items: (row) => row.news,
  pageInfo: (row) => pageInfoOf(row.page, NEWS_PAGE_SIZE, row.news_count),
}
