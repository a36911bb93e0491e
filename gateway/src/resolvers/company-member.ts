import type { CompanyMemberResolvers } from '../__generated__/resolvers-types.js'
import { memberRoleOf } from './member-roles.js'

export const CompanyMember: CompanyMemberResolvers = {
  id: (row) => String(row.id),
  role: (row) => memberRoleOf(row.role),
  status: (row) => (row.status === 'suspended' ? 'SUSPENDED' : 'ACTIVE'),
  since: (row) => row.created_at,
  isYou: async (row, _, { loaders }) => (await loaders.account.load('me')).id === row.user_id,
}
