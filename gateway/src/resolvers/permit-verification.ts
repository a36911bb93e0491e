import type { PermitVerificationResolvers } from '../__generated__/resolvers-types.js'

export const PermitVerification: PermitVerificationResolvers = {
  status: (row) =>
    (({ valid: 'VALID', revoked: 'REVOKED', expired: 'EXPIRED', forged: 'FORGED' }) as const)[
      row.status
    ],
}
