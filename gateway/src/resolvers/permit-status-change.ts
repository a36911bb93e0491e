import type { PermitStatusChangeResolvers } from '../__generated__/resolvers-types.js'
import { permitStatusOf, statusActorOf } from './enums.js'

export const PermitStatusChange: PermitStatusChangeResolvers = {
  fromStatus: (row) => (row.from_status === null ? null : permitStatusOf(row.from_status)),
  toStatus: (row) => permitStatusOf(row.to_status),
  actor: (row) => statusActorOf(row.actor_role),
  changedAt: (row) => row.created_at,
}
