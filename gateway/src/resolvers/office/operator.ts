import type {
  Language,
  OperatorResolvers,
  OperatorStatus,
} from '../../__generated__/resolvers-types.js'

export const Operator: OperatorResolvers = {
  id: (row) => String(row.id),
  status: (row) => row.status.toUpperCase() as OperatorStatus,
  language: (row) => row.lang.toUpperCase() as Language,
  createdAt: (row) => row.created_at,
  isYou: async (row, _, { loaders }) => (await loaders.account.load('me')).id === row.id,
}
