import type { CompanyResolvers } from '../__generated__/resolvers-types.js'
import { memberRoleOf } from './member-roles.js'

export const Company: CompanyResolvers = {
  id: (row) => String(row.id),
  role: (row) => memberRoleOf(row.role),
}
