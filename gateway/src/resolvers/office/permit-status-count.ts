import type { PermitStatusCountResolvers } from '../../__generated__/resolvers-types.js'
import { permitStatusOf } from '../enums.js'

export const PermitStatusCount: PermitStatusCountResolvers = {
  status: (row) => permitStatusOf(row.status),
}
