import type { NewsStatus, OfficeNewsItemResolvers } from '../../__generated__/resolvers-types.js'
import { fileUrl } from '../pages.js'

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
