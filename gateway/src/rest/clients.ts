import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'

export interface ProfileFileRow {
  type: number
  id: number
  url: string
  name: string
}

/** A scan with the kind of profile it belongs to: the type numbers differ per kind. */
export interface ClientDocumentRecord {
  file: ProfileFileRow
  isLegal: boolean
}

interface ProfileCommon {
  id: number
  user_id: number
  is_legal: boolean
  region_id: number
  city_id: number
  phone: string
  email: string
  license_number: string
  license_expire_date: string
  license_types: { id: number }[]
  files: ProfileFileRow[]
  balance: number | null
  created_at: string
  updated_at: string
}

export interface LegalProfileRow extends ProfileCommon {
  is_legal: true
  company_name: string
  address: string
  yegrpo_number: string
  yegrpo_expire_date: string
  certificate_number: string
  bank_details: string
  account_number: string
}

export interface IndividualProfileRow extends ProfileCommon {
  is_legal: false
  surname: string
  name: string
  patronymic: string
  patent_number: string
  patent_expire_date: string
}

export type ClientProfileRow = LegalProfileRow | IndividualProfileRow

/** Client data (individual and legal-entity profiles with their scans). */
export class ClientsApi {
  constructor(private readonly http: RestHttp) {}

  individualProfile() {
    return this.profile<IndividualProfileRow>(0)
  }

  legalEntityProfile() {
    return this.profile<LegalProfileRow>(1)
  }

  /** The caller's profile of one kind; null when none exists (the API answers `[]`). */
  private async profile<T extends ClientProfileRow>(isLegal: 0 | 1): Promise<T | null> {
    const answer = await this.http.get<T | []>(`/api/get/client/${isLegal}`)
    return Array.isArray(answer) ? null : answer
  }

  save(isLegal: boolean, parts: MultipartPart[]) {
    return this.http.createMultipart<{ status: 'success' }>(
      isLegal ? '/api/legal/store' : '/api/individual/store',
      parts,
    )
  }
}
