import type { OperatorInvitationResolvers } from '../../__generated__/resolvers-types.js'

export const OperatorInvitation: OperatorInvitationResolvers = {
  expiresAt: (row) => row.expires_at,
}
