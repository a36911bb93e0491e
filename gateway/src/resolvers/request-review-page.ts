import type { RequestReviewPageResolvers } from '../__generated__/resolvers-types.js'
import { pageInfoOf } from './pages.js'

export const RequestReviewPage: RequestReviewPageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
