import type { ProfileRow } from './accounts.js'
import type { RestHttp } from './http.js'
import { queryOf } from './query.js'

interface LocalizedNames {
  tm: string
  ru: string
  en: string
}

/** Who works an e-permit or a request now. */
export interface ClaimRow {
  operator: { id: number; name: string; email: string }
  claimed_at: string
  mine: boolean
}

export type ReviewActionName =
  | 'claim'
  | 'release'
  | 'take'
  | 'price'
  | 'reject'
  | 'issue'
  | 'accept'
  | 'decline'

/** A change of status as operators read it, naming who made it. */
export interface ReviewEventRow {
  from_status: number | null
  to_status: number
  actor_role: 'client' | 'operator' | 'payment_provider'
  actor_name: string | null
  reason: string | null
  created_at: string
}

export interface OperatorPermitRow {
  id: number
  status: number
  status_name: string
  to_pay: boolean
  price: number | null
  reason: string | null
  is_legal: boolean
  owner: ApplicantRow
  client: string
  country: { id: number; name: string; names: LocalizedNames }
  permit_type: { id: number; number: number; name: string; names: LocalizedNames }
  type_of_cargo: string
  container_number: string
  departure_date: string
  return_date: string
  permit_description: string
  driver: string
  car_plate: string
  trailer_plate: string | null
  created_at: string
  updated_at: string
  claim: ClaimRow | null
  actions: ReviewActionName[]
  /** Only on one e-permit read for its page. */
  timeline?: ReviewEventRow[]
}

export interface OperatorPermitPage {
  permits: OperatorPermitRow[]
  total: number
  page: number
  per_page: number
  counts: PermitCountRow[]
}

/** The query of the e-permit queue and the request queue (filters by REST name). */
export interface QueueQuery {
  status?: number
  model_id?: number
  country_id?: number
  permit_type_id?: number
  filed_from?: string
  filed_to?: string
  haulier?: string
}

interface OperatorRequestCommon {
  id: number
  status: number
  created_at: string
  updated_at: string
  owner: ApplicantRow & { corpname: string }
  claim: ClaimRow | null
  actions: ReviewActionName[]
  /** Only on one request read for its page. */
  timeline?: ReviewEventRow[]
}

export interface OperatorCargoPermissionRow extends OperatorRequestCommon {
  model_id: 2 | 3
  razresheniye_no: string
  gos_prinad: string
  marka: string
  gos_nomer: string
  woditel_fio: string
  punkt_pog: string
  punkt_wyg: string
  marshrut: string
  gruz: string
  prinad: string
  zayawitel: string
  mesto_wydachi: string
  cmr_no: string
  valid_until: string
}

export interface OperatorApplicationRow extends OperatorRequestCommon {
  model_id: 1
  corpname: string
  cmr_number: string
  permission_number: string
  fullname: string
  phone: string
  email: string
  director_fullname: string
  files: ApplicationFileRow[]
}

export interface ApplicationFileRow {
  field: 'yuztutma' | 'ygtyyarnama' | 'dowlet_sanaw'
  id: number
  url: string
  name: string
  mime: string
  size: number
}

export interface ApplicantRow {
  id: number
  email: string
  name: string
  /** Absent from an API before the office. */
  phone?: string
  corpname?: string
}

export interface PermitCountRow {
  status: number
  count: number
}

export interface RequestCountRow {
  model_id: number
  status: number
  count: number
}

export interface InvitationRow {
  email: string
  name: string
  expires_at: string
}

export type OperatorRequestRow = OperatorCargoPermissionRow | OperatorApplicationRow

export interface OperatorRequestPage {
  payload: OperatorRequestRow[]
  total: number
  per_page: number
  page: number
  counts: RequestCountRow[]
}

export interface OperatorAccountRow {
  id: number
  name: string
  email: string
  status: 'invited' | 'active' | 'deactivated'
  lang: 'tm' | 'ru' | 'en'
  created_at: string
}

/** What operators of the enterprise do: review e-permits and requests, set deposits. */
export class OperatorsApi {
  constructor(private readonly http: RestHttp) {}

  permits(page: number, status: number | undefined) {
    const query = new URLSearchParams({ page: String(page) })
    if (status !== undefined) query.set('status', String(status))
    return this.http.get<OperatorPermitPage>(`/api/operator/permits?${query}`)
  }

  movePermit(id: number, body: { status: number; price?: number; reason?: string }) {
    return this.http.post<{ status: 'success'; permit: OperatorPermitRow }>(
      `/api/operator/permits/${id}/status`,
      body,
    )
  }

  async requests(page: number, status: number | undefined): Promise<OperatorRequestPage> {
    const query = status === undefined ? '' : `?status=${status}`
    const answer = await this.http.get<Omit<OperatorRequestPage, 'page'>>(
      `/api/operator/requests/${page}${query}`,
    )
    return { ...answer, page }
  }

  answerRequest(body: { model_id: number; item_id: number; status: number; reason?: string }) {
    return this.http.post<{ status: 'success'; item?: OperatorRequestRow }>(
      '/api/operator/requests/status',
      body,
    )
  }

  /** The e-permit queue: oldest first, filtered, with the counts of every status. */
  permitQueue(page: number, query: QueueQuery) {
    return this.http.get<OperatorPermitPage>(
      `/api/operator/permits?${queryOf({ ...query, page, order: 'oldest' })}`,
    )
  }

  /** The request queue: oldest first, filtered, with the counts of every model and status. */
  async requestQueue(page: number, query: QueueQuery): Promise<OperatorRequestPage> {
    const answer = await this.http.get<Omit<OperatorRequestPage, 'page'>>(
      `/api/operator/requests/${page}?${queryOf({ ...query, order: 'oldest' })}`,
    )
    return { ...answer, page }
  }

  permit(id: number) {
    return this.http.get<OperatorPermitRow & { timeline: ReviewEventRow[] }>(
      `/api/operator/permits/${id}`,
    )
  }

  async request(model: number, id: number): Promise<OperatorRequestRow> {
    const answer = await this.http.get<{ item: OperatorRequestRow; timeline: ReviewEventRow[] }>(
      `/api/operator/requests/${model}/${id}`,
    )
    return { ...answer.item, timeline: answer.timeline }
  }

  claimPermit(id: number, step: 'claim' | 'release') {
    return this.http.post<{ status: 'success'; permit: OperatorPermitRow }>(
      `/api/operator/permits/${id}/${step}`,
      {},
    )
  }

  claimRequest(body: { model_id: number; item_id: number }, step: 'claim' | 'release') {
    return this.http.post<{ status: 'success'; item: OperatorRequestRow }>(
      `/api/operator/requests/${step}`,
      body,
    )
  }

  /** A haulier's client profile of one kind, as the haulier reads it; null when none. */
  async clientProfile<T>(userId: number, isLegal: boolean): Promise<T | null> {
    const answer = await this.http.get<T | []>(`/api/operator/clients/${userId}/${isLegal ? 1 : 0}`)
    return Array.isArray(answer) ? null : answer
  }

  async operators() {
    return (await this.http.get<{ operators: OperatorAccountRow[] }>('/api/operator/operators'))
      .operators
  }

  invite(body: { email: string; name: string; lang: string }) {
    return this.http.post<{ status: 'success'; operator: OperatorAccountRow }>(
      '/api/operator/operators/invite',
      body,
    )
  }

  setOperatorStatus(id: number, step: 'deactivate' | 'reactivate') {
    return this.http.post<{ status: 'success'; operator: OperatorAccountRow }>(
      `/api/operator/operators/${id}/${step}`,
      {},
    )
  }

  checkInvitation(token: string) {
    return this.http.post<InvitationRow>('/api/operator-invitation/check', { token })
  }

  acceptInvitation(body: { token: string; password: string }) {
    return this.http.post<{
      status: 'success'
      token: string
      currentUserName: string
      account: ProfileRow
    }>('/api/operator-invitation/accept', body)
  }

  setDeposit(body: { user_id: number; is_legal: boolean; balance: number }) {
    return this.http.post<{ status: 'success'; balance: number }>('/api/operator/deposit', body)
  }
}
