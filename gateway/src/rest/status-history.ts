import { type Answer, apiUrl, type Item, type PathParameters } from './api-types.js'
import type { RestHttp } from './http.js'

export type HistorySubject = PathParameters<'/api/status-history/{subject}'>['subject']

export type StatusChangeRow = Item<Answer<'/api/status-history/{subject}', 'get'>['history']>

/** The API takes at most this many ids per call. */
export const STATUS_HISTORY_BATCH = 100

/** Status timelines of several e-permits or requests of one kind in one call. */
export class StatusHistoryApi {
  constructor(private readonly http: RestHttp) {}

  async of(subject: HistorySubject, ids: readonly number[]): Promise<StatusChangeRow[]> {
    const url = apiUrl('/api/status-history/{subject}', { subject }, { ids: ids.join(',') })
    const answer = await this.http.get(url)
    return answer.history
  }
}

/** Whose statuses a timeline holds: an e-permit's (1 … 6) or a request's (0 … 3). */
export type TimelineStatuses = 'permit' | 'request'

/**
 * A change of status as the one GraphQL `StatusChange` resolves it (ADR 0108), from either of
 * the API's answers: the cabinet's timeline (no operator named) or the office's (`actor_name`).
 */
export interface StatusChangeEntry {
  statuses: TimelineStatuses
  from_status: number | null
  to_status: number
  actor_role: StatusChangeRow['actor_role']
  actor_name: string | null
  member: string | null
  reason: string | null
  created_at: string
}

type EitherRow = Pick<
  StatusChangeRow,
  'from_status' | 'to_status' | 'actor_role' | 'reason' | 'created_at'
> & { actor_name?: string | null; member?: string | null }

/** The API's rows of one timeline as StatusChange entries. */
export function statusChangesOf(
  statuses: TimelineStatuses,
  rows: readonly EitherRow[],
): StatusChangeEntry[] {
  return rows.map((row) => ({
    statuses,
    from_status: row.from_status,
    to_status: row.to_status,
    actor_role: row.actor_role,
    actor_name: row.actor_name ?? null,
    member: row.member ?? null,
    reason: row.reason,
    created_at: row.created_at,
  }))
}
