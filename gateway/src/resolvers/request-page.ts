import type { RequestPageResolvers } from '../__generated__/resolvers-types.js'
import { HISTORY_PAGE_SIZE } from '../rest/requests.js'
import { pageInfoOf } from './pages.js'

export const RequestPage: RequestPageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, HISTORY_PAGE_SIZE, page.history_length),
}
