import type { ReviewClaimResolvers } from '../../__generated__/resolvers-types.js'
import type { ClaimRow } from '../../rest/operators.js'

export const ReviewClaim: ReviewClaimResolvers = {
  async operator(row: ClaimRow, _, { loaders }) {
    const listed = (await loaders.operators.load('all')).find((o) => o.id === row.operator.id)
    // A claim outlives nothing, but an account could leave the operators' list meanwhile.
    return (
      listed ?? { ...row.operator, status: 'deactivated', lang: 'ru', created_at: row.claimed_at }
    )
  },
  claimedAt: (row) => row.claimed_at,
}
