import type {
  ClientDocumentType,
  ClientProfileResolvers,
} from '../__generated__/resolvers-types.js'
import type { ClientProfileRow } from '../rest/clients.js'
import { clientKindOf } from './enums.js'
import { reference } from './reference.js'

/** Document type numbers per kind: legal 1 licence, 2 certificate, 3 extract; individual 0 patent, 1 licence. */
export const LEGAL_DOCUMENT_TYPES: Record<number, ClientDocumentType> = {
  1: 'LICENCE',
  2: 'CERTIFICATE',
  3: 'STATE_REGISTER_EXTRACT',
}
export const INDIVIDUAL_DOCUMENT_TYPES: Record<number, ClientDocumentType> = {
  0: 'PATENT',
  1: 'LICENCE',
}

/** Fields both kinds resolve alike. */
export const profileFields = {
  id: (row: ClientProfileRow) => String(row.id),
  kind: (row: ClientProfileRow) => clientKindOf(row.is_legal),
  region: (row: ClientProfileRow, _: unknown, context: Parameters<typeof reference>[0]) =>
    reference(context, 'region', row.region_id),
  city: (row: ClientProfileRow, _: unknown, context: Parameters<typeof reference>[0]) =>
    reference(context, 'city', row.city_id),
  licenceNumber: (row: ClientProfileRow) => row.license_number,
  licenceExpiresOn: (row: ClientProfileRow) => row.license_expire_date,
  licenceTypes: (row: ClientProfileRow, _: unknown, context: Parameters<typeof reference>[0]) =>
    Promise.all(row.license_types.map((type) => reference(context, 'licenceType', type.id))),
  documents: (row: ClientProfileRow) => row.files.map((file) => ({ file, isLegal: row.is_legal })),
  createdAt: (row: ClientProfileRow) => row.created_at,
  updatedAt: (row: ClientProfileRow) => row.updated_at,
}

export const ClientProfile: ClientProfileResolvers = {
  __resolveType: (row) => (row.is_legal ? 'LegalEntityProfile' : 'IndividualProfile'),
}
