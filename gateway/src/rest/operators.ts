import type { RestHttp } from './http.js'

interface LocalizedNames {
  tm: string
  ru: string
  en: string
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
  permit_type: { number: number; name: string; names: LocalizedNames }
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
}

export interface OperatorPermitPage {
  permits: OperatorPermitRow[]
  total: number
  page: number
  per_page: number
}

interface OperatorRequestCommon {
  id: number
  status: number
  created_at: string
  updated_at: string
  owner: ApplicantRow & { corpname: string }
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
  corpname?: string
}

export type OperatorRequestRow = OperatorCargoPermissionRow | OperatorApplicationRow

export interface OperatorRequestPage {
  payload: OperatorRequestRow[]
  total: number
  per_page: number
  page: number
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
    return this.http.post<{ status: 'success' }>('/api/operator/requests/status', body)
  }

  setDeposit(body: { user_id: number; is_legal: boolean; balance: number }) {
    return this.http.post<{ status: 'success'; balance: number }>('/api/operator/deposit', body)
  }
}
