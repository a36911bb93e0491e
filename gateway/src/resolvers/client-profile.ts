import type {
  ClientDocumentResolvers,
  ClientDocumentType,
  ClientProfileResolvers,
  IndividualProfileResolvers,
  LegalEntityProfileResolvers,
} from '../__generated__/resolvers-types.js'
import type { ClientProfileRow } from '../rest/clients.js'
import { clientKindOf } from './enums.js'
import { fileUrl } from './pages.js'
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
const common = {
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

export const IndividualProfile: IndividualProfileResolvers = {
  ...common,
  patentNumber: (row) => row.patent_number,
  patentExpiresOn: (row) => row.patent_expire_date,
}

export const LegalEntityProfile: LegalEntityProfileResolvers = {
  ...common,
  companyName: (row) => row.company_name,
  stateRegisterNumber: (row) => row.yegrpo_number,
  stateRegisterExpiresOn: (row) => row.yegrpo_expire_date,
  certificateNumber: (row) => row.certificate_number,
  bankDetails: (row) => row.bank_details,
  accountNumber: (row) => row.account_number,
}

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
