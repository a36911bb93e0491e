import type { RequestForReviewResolvers } from '../__generated__/resolvers-types.js'

export const RequestForReview: RequestForReviewResolvers = {
  __resolveType: (row) =>
    row.model_id === 1 ? 'OnlineApplicationForReview' : 'CargoPermissionForReview',
}
