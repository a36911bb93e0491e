import type { PermitReviewEventResolvers } from '../../__generated__/resolvers-types.js'
import { permitStatusOf } from '../enums.js'
import { eventFields } from './review.js'

export const PermitReviewEvent: PermitReviewEventResolvers = {
  ...eventFields,
  fromStatus: (row) => (row.from_status === null ? null : permitStatusOf(row.from_status)),
  toStatus: (row) => permitStatusOf(row.to_status),
}
