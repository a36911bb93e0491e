import type { RestHttp } from './http.js'

type RequestSubject = 'permit' | 'online-application' | 'load-permission' | 'unload-permission'

export type ExpiringDocumentName =
  | 'driving-licence'
  | 'licence'
  | 'patent'
  | 'state-register'
  | 'certificate'
  | 'e-permit'
  | 'load-permission'
  | 'unload-permission'

export interface PermitToPayRow {
  id: number
  is_legal: boolean
  country_id: number
  permit_type: number
  price: number
  departure_date: string
  return_date: string
}

export interface AnsweredRow {
  subject: RequestSubject
  id: number
  status: number
  number: string | null
  country_id: number | null
  reason: string | null
  answered_at: string
}

export interface ExpiringRow {
  document: ExpiringDocumentName
  id: number | null
  is_legal: boolean | null
  name: string | null
  country_id: number | null
  expires_on: string
}

/** `GET /api/needs-me`: what needs the haulier, in one answer (ADR 0090). */
export interface NeedsMeAnswer {
  today: string
  within_days: number
  answers_seen_at: string | null
  to_pay: PermitToPayRow[]
  answered: AnsweredRow[]
  expiring: ExpiringRow[]
}

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
    return this.http.get<NeedsMeAnswer>(`/api/needs-me?within=${withinDays}`)
  }

  /** Marks the answers so far as seen; the API answers what needs the haulier after it. */
  markAnswersSeen(withinDays: number): Promise<NeedsMeAnswer> {
    return this.http.post<NeedsMeAnswer>(`/api/needs-me/answers-seen?within=${withinDays}`, {})
  }
}
