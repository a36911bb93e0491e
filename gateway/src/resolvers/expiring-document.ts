import type { ExpiringDocumentResolvers } from '../__generated__/resolvers-types.js'
import { clientKindOf } from './enums.js'
import { DAY, DOCUMENTS } from './needs-me.js'
import { reference } from './reference.js'

export const ExpiringDocument: ExpiringDocumentResolvers = {
  key: (row) =>
    `expiry:${row.document}:${row.id ?? (row.is_legal === null ? 'account' : row.is_legal ? 'legal' : 'individual')}`,
  document: (row) => DOCUMENTS[row.document],
  subjectId: (row) => (row.id === null ? null : String(row.id)),
  clientKind: (row) => (row.is_legal === null ? null : clientKindOf(row.is_legal)),
  name: (row) => row.name,
  destination: (row, _, context) =>
    row.country_id === null ? null : reference(context, 'country', row.country_id),
  expiresOn: (row) => row.expires_on,
  daysLeft: (row) => Math.round((Date.parse(row.expires_on) - Date.parse(row.today)) / DAY),
}
