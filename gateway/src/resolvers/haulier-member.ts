import type { HaulierMemberResolvers, MemberRole } from '../__generated__/resolvers-types.js'

export const HaulierMember: HaulierMemberResolvers = {
  id: (row) => String(row.user_id),
  name: (row) => row.name,
  email: (row) => row.email,
  role: (row) => row.role.toUpperCase() as MemberRole,
  active: (row) => row.status === 'active',
}
