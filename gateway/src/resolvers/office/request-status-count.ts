import type { RequestStatusCountResolvers } from '../../__generated__/resolvers-types.js'
import { requestModelOf, requestStatusOf } from '../enums.js'

export const RequestStatusCount: RequestStatusCountResolvers = {
  model: (row) => requestModelOf(row.model_id),
  status: (row) => requestStatusOf(row.status),
}
