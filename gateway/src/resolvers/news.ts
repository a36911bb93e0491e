import type {
  ImageVariantResolvers,
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
  posterUrl: (row) => onGateway(row.poster),
  posterVariants: (row) => row.poster_variants ?? [],
  publishedAt: (row) => row.created_at,
}

export const ImageVariant: ImageVariantResolvers = {
  url: (row) => onGateway(row.path),
}

/** An image path of the API as the gateway serves it (`/storage/*` is passed to the API). */
const onGateway = (path: string) => `/${path.replace(/^\/+/, '')}`

export const NewsArticle: NewsArticleResolvers = {
  item: (row) => row,
  relatedNews: (row) => row.related_news,
}

export const NewsPage: NewsPageResolvers = {
  items: (row) => row.news,
  pageInfo: (row) => pageInfoOf(row.page, NEWS_PAGE_SIZE, row.news_count),
}
