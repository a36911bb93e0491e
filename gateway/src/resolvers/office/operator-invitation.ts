import type { OperatorInvitationResolvers } from '../../__generated__/resolvers-types.js'
import { languageOf } from '../member-roles.js'

export const OperatorInvitation: OperatorInvitationResolvers = {
  expiresAt: (row) => row.expires_at,
  language: (row) => languageOf(row.lang),
}
