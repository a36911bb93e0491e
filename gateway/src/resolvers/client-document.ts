import type { ClientDocumentResolvers } from '../__generated__/resolvers-types.js'
import { INDIVIDUAL_DOCUMENT_TYPES, LEGAL_DOCUMENT_TYPES } from './client-profile.js'
import { fileUrl } from './pages.js'

export const ClientDocument: ClientDocumentResolvers = {
  id: ({ file }) => String(file.id),
  type: ({ file, isLegal }) => {
    const type = (isLegal ? LEGAL_DOCUMENT_TYPES : INDIVIDUAL_DOCUMENT_TYPES)[file.type]
    if (!type) throw new Error(`unknown document type ${file.type} from the REST API`)
    return type
  },
  fileName: ({ file }) => file.name,
  url: ({ file }) => fileUrl(file.id),
}
