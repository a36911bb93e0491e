import type {
  NewsArticleResolvers,
  NewsItemResolvers,
  NewsPageResolvers,
} from '../__generated__/resolvers-types.js'
import { NEWS_PAGE_SIZE } from '../rest/content.js'
import { localized } from './localized.js'
import { pageInfoOf } from './pages.js'

export const NewsItem: NewsItemResolvers = {
  id: (row) => String(row.id),
  title: (row) => localized(row, 'title'),
  bodyHtml: (row) => localized(row, 'description'),
  // Posters are served through the gateway (`/storage/posters/*` is passed to the API).
  posterUrl: (row) => `/${row.poster.replace(/^\/+/, '')}`,
  publishedAt: (row) => row.created_at,
}

export const NewsArticle: NewsArticleResolvers = {
  item: (row) => row,
  relatedNews: (row) => row.related_news,
}

export const NewsPage: NewsPageResolvers = {
  items: (row) => row.news,
  pageInfo: (row) => pageInfoOf(row.page, NEWS_PAGE_SIZE, row.news_count),
}
