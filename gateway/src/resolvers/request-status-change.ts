import type { RequestStatusChangeResolvers } from '../__generated__/resolvers-types.js'
import { requestStatusOf, statusActorOf } from './enums.js'

export const RequestStatusChange: RequestStatusChangeResolvers = {
  fromStatus: (row) => (row.from_status === null ? null : requestStatusOf(row.from_status)),
  toStatus: (row) => requestStatusOf(row.to_status),
  actor: (row) => statusActorOf(row.actor_role),
  changedAt: (row) => row.created_at,
}
