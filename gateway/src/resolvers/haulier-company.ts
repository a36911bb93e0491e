import type { HaulierCompanyResolvers } from '../__generated__/resolvers-types.js'

export const HaulierCompany: HaulierCompanyResolvers = {
  id: (row) => String(row.company.id),
  name: (row) => row.company.name,
  email: (row) => row.company.email,
  members: (row) => row.members,
}
