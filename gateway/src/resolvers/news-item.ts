import type { NewsItemResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'
import { onGateway } from './news.js'

export const NewsItem: NewsItemResolvers = {
  id: (row) => String(row.id),
  title: (row) => localized(row, 'title'),
  bodyHtml: (row) => localized(row, 'description'),
  posterUrl: (row) => onGateway(row.poster),
  posterVariants: (row) => row.poster_variants ?? [],
  publishedAt: (row) => row.created_at,
}
