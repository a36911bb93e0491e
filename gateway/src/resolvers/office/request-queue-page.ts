import type { RequestQueuePageResolvers } from '../../__generated__/resolvers-types.js'
import { pageInfoOf } from '../pages.js'

export const RequestQueuePage: RequestQueuePageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
