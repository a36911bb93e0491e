import type {
  NewsStatus,
  OfficeNewsItemResolvers,
  OfficeNewsPageResolvers,
  OfficeResolvers,
} from '../../__generated__/resolvers-types.js'
import { orNull } from '../../rest/failures.js'
import { idNumber } from '../ids.js'
import { fileUrl, pageInfoOf, validPage } from '../pages.js'

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

export const OfficeNewsItem: OfficeNewsItemResolvers = {
  id: (row) => String(row.id),
  status: (row) => row.status.toUpperCase() as NewsStatus,
  bodyHtml: (row) => row.body_html,
  // An uploaded poster is shown to operators through the file download (public once published).
  posterUrl: (row) =>
    row.poster_file_id === null ? `/${row.poster}` : fileUrl(row.poster_file_id),
  publishedAt: (row) => row.published_at,
  createdAt: (row) => row.created_at,
  updatedAt: (row) => row.updated_at,
}

export const OfficeNewsPage: OfficeNewsPageResolvers = {
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
