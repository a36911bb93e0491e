import type { PermitReviewPageResolvers } from '../__generated__/resolvers-types.js'
import { pageInfoOf } from './pages.js'

export const PermitReviewPage: PermitReviewPageResolvers = {
  items: (page) => page.permits,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
