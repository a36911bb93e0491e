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
