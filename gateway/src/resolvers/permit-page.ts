import type { PermitPageResolvers } from '../__generated__/resolvers-types.js'
import { PERMITS_PAGE_SIZE } from '../rest/permits.js'
import { pageInfoOf } from './pages.js'

export const PermitPage: PermitPageResolvers = {
  items: (page) => page.permits,
  pageInfo: (page) => pageInfoOf(page.page, PERMITS_PAGE_SIZE, page.total),
}
