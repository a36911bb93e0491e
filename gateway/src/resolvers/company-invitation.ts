import type { CompanyInvitationResolvers } from '../__generated__/resolvers-types.js'
import { languageOf, memberRoleOf } from './member-roles.js'

export const CompanyInvitation: CompanyInvitationResolvers = {
  companyName: (row) => row.company_name,
  role: (row) => memberRoleOf(row.role),
  accountExists: (row) => row.account_exists,
  language: (row) => languageOf(row.lang),
}
