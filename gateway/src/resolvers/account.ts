import type { AccountResolvers } from '../__generated__/resolvers-types.js'

export const Account: AccountResolvers = {
  id: (row) => String(row.id),
  institutionName: (row) => row.corpname,
  certificateNumber: (row) => row.ygtyyarnama_no,
  certificateExpiresOn: (row) => row.ygtyyarnama_expire_date,
  stateRegisterNumber: (row) => row.yegrpo,
  pendingEmail: (row) => row.pending_email ?? null,
  role: (row) => (row.role === 'operator' ? 'OPERATOR' : 'HAULIER'),
  async company(_, __, { loaders }) {
    const { current, companies } = await loaders.companies.load('me')
    return companies.find((company) => company.id === current) ?? null
  },
  companies: async (_, __, { loaders }) => (await loaders.companies.load('me')).companies,
  suspendedCompanies: async (_, __, { loaders }) => (await loaders.companies.load('me')).suspended,
}
