import type { RequestResolvers } from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import type { HistoryRow } from '../rest/requests.js'
import type { HistorySubject } from '../rest/status-history.js'
import { requestModelOf, requestStatusOf } from './enums.js'

/** The timeline subject of each request model (1, 2, 3). */
export const SUBJECT_OF_MODEL: Record<number, HistorySubject> = {
  1: 'online-application',
  2: 'load-permission',
  3: 'unload-permission',
}

/** Fields the three kinds of filed request resolve alike. */
export const requestFields = {
  id: (row: HistoryRow) => String(row.id),
  model: (row: HistoryRow) => requestModelOf(row.model_id),
  status: (row: HistoryRow) => requestStatusOf(row.status),
  createdAt: (row: HistoryRow) => row.created_at,
  statusHistory: (row: HistoryRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.statusHistory[SUBJECT_OF_MODEL[row.model_id] ?? 'online-application'].load(row.id),
}

/** A history row that is a loading or unloading permission. */
export function filed(row: HistoryRow): Extract<HistoryRow, { model_id: 2 | 3 }> {
  if (row.model_id === 1) throw new Error('an online application is not a cargo permission')
  return row
}

export const Request: RequestResolvers = {
  __resolveType: (row) => (row.model_id === 1 ? 'OnlineApplication' : 'CargoPermission'),
}
