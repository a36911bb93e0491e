import type { PermitQueuePageResolvers } from '../../__generated__/resolvers-types.js'
import { pageInfoOf } from '../pages.js'

export const PermitQueuePage: PermitQueuePageResolvers = {
  items: (page) => page.permits,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
