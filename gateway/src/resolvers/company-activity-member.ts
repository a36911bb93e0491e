import type { CompanyActivityMemberResolvers } from '../__generated__/resolvers-types.js'

export const CompanyActivityMember: CompanyActivityMemberResolvers = {
  id: (row) => String(row.id),
}
