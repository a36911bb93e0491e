import type { RequestReviewEventResolvers } from '../../__generated__/resolvers-types.js'
import { requestStatusOf } from '../enums.js'
import { eventFields } from './review.js'

export const RequestReviewEvent: RequestReviewEventResolvers = {
  ...eventFields,
  fromStatus: (row) => (row.from_status === null ? null : requestStatusOf(row.from_status)),
  toStatus: (row) => requestStatusOf(row.to_status),
}
