import type { StatusChangeResolvers } from '../__generated__/resolvers-types.js'
import type { StatusChangeEntry } from '../rest/status-history.js'
import { permitStatusOf, requestStatusOf, statusActorOf } from './enums.js'

/** An e-permit's statuses count 1 … 6, a request's 0 … 3: the entry says which it holds. */
const statusOf = (entry: StatusChangeEntry, status: number) =>
  entry.statuses === 'permit' ? permitStatusOf(status) : requestStatusOf(status)

/** A change of status: the haulier's timelines and the office's alike (ADR 0108). */
export const StatusChange: StatusChangeResolvers = {
  fromStatus: (entry) => (entry.from_status === null ? null : statusOf(entry, entry.from_status)),
  toStatus: (entry) => statusOf(entry, entry.to_status),
  actor: (entry) => statusActorOf(entry.actor_role),
  actorName: (entry) => entry.actor_name,
  member: (entry) => entry.member,
  changedAt: (entry) => entry.created_at,
}
