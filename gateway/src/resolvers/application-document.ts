import type { ApplicationDocumentResolvers } from '../__generated__/resolvers-types.js'
import { fileUrl } from './pages.js'
import { DOCUMENT_TYPES } from './requests-for-review.js'

export const ApplicationDocument: ApplicationDocumentResolvers = {
  id: (row) => String(row.id),
  type: (row) => DOCUMENT_TYPES[row.field],
  fileName: (row) => row.name,
  contentType: (row) => row.mime,
  url: (row) => fileUrl(row.id),
}
