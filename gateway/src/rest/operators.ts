import { type Answer, apiUrl, type Body, type Item, type Query } from './api-types.js'
import type { RestHttp } from './http.js'

type PermitPageAnswer = Answer<'/api/operator/permits', 'get'>
type RequestPageAnswer = Answer<'/api/operator/requests/{page}', 'get'>

export type OperatorPermitPage = PermitPageAnswer

/** An e-permit as operators read it; `timeline` only on one e-permit read for its page. */
export type OperatorPermitRow = Item<PermitPageAnswer['permits']> & {
  timeline?: ReviewEventRow[]
}

/** Who works an e-permit or a request now. */
export type ClaimRow = NonNullable<OperatorPermitRow['claim']>

export type ReviewActionName = Item<OperatorPermitRow['actions']>

export type ApplicantRow = OperatorPermitRow['owner']

export type PermitCountRow = Item<PermitPageAnswer['counts']>

/** A change of status as operators read it, naming who made it. */
export type ReviewEventRow = Item<Answer<'/api/operator/permits/{id}', 'get'>['timeline']>

/** The query of the e-permit queue and the request queue (filters by REST name). */
export type QueueQuery = Omit<Query<'/api/operator/permits', 'get'>, 'page' | 'order'> &
  Pick<Query<'/api/operator/requests/{page}', 'get'>, 'model_id'>

/** A request as operators read it; `timeline` only on one request read for its page. */
export type OperatorRequestRow = Item<RequestPageAnswer['payload']> & {
  timeline?: ReviewEventRow[]
}

export type OperatorCargoPermissionRow = Extract<OperatorRequestRow, { model_id: 2 | 3 }>
export type OperatorApplicationRow = Extract<OperatorRequestRow, { model_id: 1 }>
export type ApplicationFileRow = Item<OperatorApplicationRow['files']>

export type RequestCountRow = Item<RequestPageAnswer['counts']>

export type OperatorRequestPage = RequestPageAnswer & { page: number }

export type InvitationRow = Answer<'/api/operator-invitation/check', 'post'>

export type OperatorAccountRow = Item<Answer<'/api/operator/operators', 'get'>['operators']>

/** What operators of the enterprise do: review e-permits and requests, set deposits. */
export class OperatorsApi {
  constructor(private readonly http: RestHttp) {}

  permits(page: number, status: number | undefined) {
    return this.http.get(apiUrl('/api/operator/permits', {}, { page, status }))
  }

  movePermit(id: number, body: Body<'/api/operator/permits/{id}/status', 'post'>) {
    return this.http.post(apiUrl('/api/operator/permits/{id}/status', { id }), body)
  }

  async requests(page: number, status: number | undefined): Promise<OperatorRequestPage> {
    const answer = await this.http.get(
      apiUrl('/api/operator/requests/{page}', { page }, { status }),
    )
    return { ...answer, page }
  }

  /**
   * Accepts or declines a request; answers it as it stands now with its timeline, the answer's
   * own entry included (undefined when it is gone).
   */
  async answerRequest(
    body: Body<'/api/operator/requests/status', 'post'>,
  ): Promise<OperatorRequestRow | undefined> {
    const answer = await this.http.post('/api/operator/requests/status', body)
    return answer.item && { ...answer.item, timeline: answer.timeline }
  }

  /** The e-permit queue: oldest first, filtered, with the counts of every status. */
  permitQueue(page: number, query: QueueQuery) {
    return this.http.get(apiUrl('/api/operator/permits', {}, { ...query, page, order: 'oldest' }))
  }

  /** The request queue: oldest first, filtered, with the counts of every model and status. */
  async requestQueue(page: number, query: QueueQuery): Promise<OperatorRequestPage> {
    const url = apiUrl('/api/operator/requests/{page}', { page }, { ...query, order: 'oldest' })
    const answer = await this.http.get(url)
    return { ...answer, page }
  }

  permit(id: number) {
    return this.http.get(apiUrl('/api/operator/permits/{id}', { id }))
  }

  /** Revokes a paid e-permit before it is issued; the API refunds it and issues a credit note. */
  refundPermit(id: number, reason: string) {
    return this.http.post(apiUrl('/api/operator/permits/{id}/refund', { id }), { reason })
  }

  async request(model: number, id: number): Promise<OperatorRequestRow> {
    const answer = await this.http.get(apiUrl('/api/operator/requests/{model}/{id}', { model, id }))
    return { ...answer.item, timeline: answer.timeline }
  }

  claimPermit(id: number, step: 'claim' | 'release') {
    return step === 'claim'
      ? this.http.post(apiUrl('/api/operator/permits/{id}/claim', { id }), {})
      : this.http.post(apiUrl('/api/operator/permits/{id}/release', { id }), {})
  }

  /** Claims a request or gives the claim up; answers it as the step left it, with its timeline. */
  async claimRequest(
    body: Body<'/api/operator/requests/claim', 'post'>,
    step: 'claim' | 'release',
  ): Promise<OperatorRequestRow> {
    const answer =
      step === 'claim'
        ? await this.http.post('/api/operator/requests/claim', body)
        : await this.http.post('/api/operator/requests/release', body)
    return { ...answer.item, timeline: answer.timeline }
  }

  /**
   * A haulier's client profile of one kind, as the haulier reads it; null when none. The answer
   * is of the kind asked for, which its description cannot say.
   */
  async clientProfile<T>(userId: number, isLegal: boolean): Promise<T | null> {
    const url = apiUrl('/api/operator/clients/{user_id}/{is_legal}', {
      user_id: userId,
      is_legal: isLegal ? 1 : 0,
    })
    const answer = await this.http.get(url)
    return Array.isArray(answer) ? null : (answer as T)
  }

  async operators() {
    return (await this.http.get('/api/operator/operators')).operators
  }

  invite(body: Body<'/api/operator/operators/invite', 'post'>) {
    return this.http.post('/api/operator/operators/invite', body)
  }

  setOperatorStatus(id: number, step: 'deactivate' | 'reactivate') {
    return step === 'deactivate'
      ? this.http.post(apiUrl('/api/operator/operators/{id}/deactivate', { id }), {})
      : this.http.post(apiUrl('/api/operator/operators/{id}/reactivate', { id }), {})
  }

  checkInvitation(token: string) {
    return this.http.post('/api/operator-invitation/check', { token })
  }

  acceptInvitation(body: Body<'/api/operator-invitation/accept', 'post'>) {
    return this.http.post('/api/operator-invitation/accept', body)
  }

  setDeposit(body: Body<'/api/operator/deposit', 'post'>) {
    return this.http.post('/api/operator/deposit', body)
  }
}
