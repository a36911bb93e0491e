import type {
  MutationResolvers,
  PermitDocumentResolvers,
  PermitResolvers,
  QueryResolvers,
  ResolversParentTypes,
} from '../__generated__/resolvers-types.js'
import { FieldNames, type MutationFieldNames } from './field-names.js'
import { inputId } from './ids.js'
import { withUserErrors } from './user-errors.js'

/** The longest credential the API reads; anything longer cannot be one of ours. */
const MAX_CODE = 4096

export const permitDocumentQuery: Pick<QueryResolvers, 'verifyPermit'> = {
  async verifyPermit(_, { code }, { api }) {
    const trimmed = code.trim()
    if (trimmed.length === 0 || trimmed.length > MAX_CODE) return { status: 'forged', permit: null }
    return api.permitDocuments.verify(trimmed)
  },
}

/**
 * The revocation's input by the API's names (the permit's id travels in the path); a permit no
 * longer revocable (revoked already, never issued) is the request's state, not a field.
 */
const REVOKE_PERMIT_NAMES = new FieldNames(
  { reason: 'reason' },
  { codes: { status: 'NOT_ALLOWED' } },
)

export const permitDocumentFieldNames = {
  revokePermit: REVOKE_PERMIT_NAMES,
} satisfies MutationFieldNames

export const permitDocumentMutation: Pick<MutationResolvers, 'revokePermit'> = {
  revokePermit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['RevokePermitPayload']>(
      context,
      REVOKE_PERMIT_NAMES,
      { document: null },
      async () => {
        const permitId = inputId(input.permitId, 'permitId', context.lang)
        const answer = await context.api.permitDocuments.revoke(permitId, input.reason)
        return { document: answer.document, userErrors: [] }
      },
    ),
}

export const permitDocumentField: Pick<PermitResolvers, 'document'> = {
  document: (row, _, { loaders }) => loaders.permitDocument.load(row.id),
}

export const PermitDocument: PermitDocumentResolvers = {
  verifyUrl: (row) => row.verify_url,
  // Through the gateway, with the session's cookie, as uploaded files are.
  downloadUrl: (row) => `/permit-documents/${row.permit_id}.pdf`,
  issuedAt: (row) => row.issued_at,
  revokedAt: (row) => row.revoked_at,
  revocationReason: (row) => row.revoke_reason,
}
