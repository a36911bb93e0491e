import type { OfficeNewsPageResolvers } from '../../__generated__/resolvers-types.js'
import { pageInfoOf } from '../pages.js'

export const OfficeNewsPage: OfficeNewsPageResolvers = {
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
