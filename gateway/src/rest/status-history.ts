import type { RestHttp } from './http.js'

export type HistorySubject =
  | 'permit'
  | 'online-application'
  | 'load-permission'
  | 'unload-permission'

export interface StatusChangeRow {
  subject_id: number
  from_status: number | null
  to_status: number
  actor_role: 'client' | 'operator' | 'payment_provider'
  reason: string | null
  created_at: string
}

/** The API takes at most this many ids per call. */
export const STATUS_HISTORY_BATCH = 100

/** Status timelines of several e-permits or requests of one kind in one call. */
export class StatusHistoryApi {
  constructor(private readonly http: RestHttp) {}

  async of(subject: HistorySubject, ids: readonly number[]): Promise<StatusChangeRow[]> {
    const answer = await this.http.get<{ history: StatusChangeRow[] }>(
      `/api/status-history/${subject}?ids=${ids.join(',')}`,
    )
    return answer.history
  }
}
