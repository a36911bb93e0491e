import type { ExpiringDocumentKind, NoticeResolvers } from '../__generated__/resolvers-types.js'
import type { NoticeRow } from '../rest/notices.js'

const DOCUMENTS: Record<NoticeRow['document'], ExpiringDocumentKind> = {
  'driving-licence': 'DRIVING_LICENCE',
  licence: 'CLIENT_LICENCE',
  patent: 'PATENT',
  'state-register': 'STATE_REGISTER',
  certificate: 'CERTIFICATE',
  'e-permit': 'E_PERMIT',
}

export const Notice: NoticeResolvers = {
  id: (row) => String(row.id),
  document: (row) => DOCUMENTS[row.document],
  subjectId: (row) => (row.subject_id === null ? null : String(row.subject_id)),
  name: (row) => row.name,
  expiresOn: (row) => row.expires_on,
  daysBefore: (row) => row.days_before,
  createdAt: (row) => row.created_at,
  readAt: (row) => row.read_at,
}
