import type { OfficeResolvers } from '../../__generated__/resolvers-types.js'
import { orNull } from '../../rest/failures.js'
import { idNumber } from '../ids.js'
import { validPage } from '../pages.js'

/** The office's news: every status, for editing and preview. */
export const officeNewsFields: Pick<OfficeResolvers, 'news' | 'newsItem'> = {
  async news(_, { status, page }, { api }) {
    if (!validPage(page)) return null
    const answer = await api.officeNews.page(page, status?.toLowerCase())
    return page > 1 && answer.items.length === 0 ? null : answer
  },
  newsItem(_, { id }, { api }) {
    const number = idNumber(id)
    return number === null ? null : orNull(api.officeNews.one(number))
  },
}
