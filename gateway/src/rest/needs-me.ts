import { type Answer, apiUrl, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** `GET /api/needs-me`: what needs the haulier, in one answer (ADR 0090). */
export type NeedsMeAnswer = Answer<'/api/needs-me', 'get'>

export type PermitToPayRow = Item<NeedsMeAnswer['to_pay']>
export type AnsweredRow = Item<NeedsMeAnswer['answered']>
export type ExpiringRow = Item<NeedsMeAnswer['expiring']>
export type ExpiringDocumentName = ExpiringRow['document']

/** An expiry with the day the answer counted from. */
export type ExpiringItemRow = ExpiringRow & { today: string }

/** One item of `NeedsMe.items`, tagged with its GraphQL type. */
export type NeedsMeItemRow =
  | ({ type: 'PermitToPay' } & PermitToPayRow)
  | ({ type: 'AnsweredPermit' } & AnsweredRow)
  | ({ type: 'AnsweredRequest' } & AnsweredRow)
  | ({ type: 'ExpiringDocument' } & ExpiringItemRow)

export class NeedsMeApi {
  constructor(private readonly http: RestHttp) {}

  read(withinDays: number): Promise<NeedsMeAnswer> {
    return this.http.get(apiUrl('/api/needs-me', {}, { within: withinDays }))
  }

  /** Marks the answers so far as seen; the API answers what needs the haulier after it. */
  markAnswersSeen(withinDays: number): Promise<NeedsMeAnswer> {
    return this.http.post(apiUrl('/api/needs-me/answers-seen', {}, { within: withinDays }), {})
  }
}
