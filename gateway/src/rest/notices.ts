import { type Answer, apiUrl, type Body, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** `GET /api/notices`: the haulier's inbox (ADR 0105). */
export type InboxAnswer = Answer<'/api/notices', 'get'>
export type NoticeRow = Item<InboxAnswer['notices']>
export type ReminderSettingsAnswer = Answer<'/api/reminder-settings', 'get'>
type ReminderSettingsBody = Body<'/api/reminder-settings', 'put'>

export class NoticesApi {
  constructor(private readonly http: RestHttp) {}

  inbox(): Promise<InboxAnswer> {
    return this.http.get(apiUrl('/api/notices', {}))
  }

  /** Marks one notice read; the API answers the inbox after it. */
  markRead(id: number): Promise<InboxAnswer> {
    return this.http.post(apiUrl('/api/notices/{id}/read', { id }), {})
  }

  settings(): Promise<ReminderSettingsAnswer> {
    return this.http.get(apiUrl('/api/reminder-settings', {}))
  }

  saveSettings(body: ReminderSettingsBody): Promise<ReminderSettingsAnswer> {
    return this.http.put(apiUrl('/api/reminder-settings', {}), body)
  }
}
