import type { PendingInvitationResolvers } from '../__generated__/resolvers-types.js'
import { languageOf, memberRoleOf } from './member-roles.js'

export const PendingInvitation: PendingInvitationResolvers = {
  id: (row) => String(row.id),
  role: (row) => memberRoleOf(row.role),
  language: (row) => languageOf(row.lang),
  createdAt: (row) => row.created_at,
  expiresAt: (row) => row.expires_at,
}
