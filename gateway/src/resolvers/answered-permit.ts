import type { AnsweredPermitResolvers } from '../__generated__/resolvers-types.js'
import { permitStatusOf } from './enums.js'
import { reference } from './reference.js'

export const AnsweredPermit: AnsweredPermitResolvers = {
  key: (row) => `answer:permit:${row.id}`,
  permitId: (row) => String(row.id),
  permitStatus: (row) => permitStatusOf(row.status),
  async country(row, _, context) {
    if (row.country_id === null) throw new Error(`permit ${row.id} names no country`)
    return reference(context, 'country', row.country_id)
  },
  rejectionReason: (row) => row.reason,
  answeredAt: (row) => row.answered_at,
}
