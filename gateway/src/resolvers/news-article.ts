import type { NewsArticleResolvers } from '../__generated__/resolvers-types.js'

export const NewsArticle: NewsArticleResolvers = {
  item: (row) => row,
  relatedNews: (row) => row.related_news,
}
