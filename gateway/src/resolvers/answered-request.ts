import type { AnsweredRequestResolvers } from '../__generated__/resolvers-types.js'
import { requestStatusOf } from './enums.js'
import { MODELS } from './needs-me.js'

export const AnsweredRequest: AnsweredRequestResolvers = {
  key: (row) => `answer:${row.subject}:${row.id}`,
  requestId: (row) => String(row.id),
  model: (row) => {
    const model = MODELS[row.subject]
    if (!model) throw new Error(`no request model ${row.subject}`)
    return model
  },
  requestStatus: (row) => requestStatusOf(row.status),
  number: (row) => row.number ?? '',
  operatorNote: (row) => row.reason || null,
  answeredAt: (row) => row.answered_at,
}
