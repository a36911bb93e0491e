import { type Answer, apiUrl, type Item } from './api-types.js'
import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'

/** A client profile of either kind, as the API answers it (`[]` when there is none). */
type ProfileAnswer = Exclude<Answer<'/api/get/client/{is_legal}', 'get'>, unknown[]>

export type ProfileFileRow = Item<ProfileAnswer['files']>

/** A scan with the kind of profile it belongs to: the type numbers differ per kind. */
export interface ClientDocumentRecord {
  file: ProfileFileRow
  isLegal: boolean
}

export type LegalProfileRow = Extract<ProfileAnswer, { company_name: string }> & { is_legal: true }

export type IndividualProfileRow = Extract<ProfileAnswer, { patent_number: string }> & {
  is_legal: false
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

  /**
   * The caller's profile of one kind; null when none exists (the API answers `[]`). The answer
   * is of the kind asked for, which its description cannot say.
   */
  private async profile<T extends ClientProfileRow>(isLegal: 0 | 1): Promise<T | null> {
    const answer = await this.http.get(apiUrl('/api/get/client/{is_legal}', { is_legal: isLegal }))
    return Array.isArray(answer) ? null : (answer as T)
  }

  save(isLegal: boolean, parts: MultipartPart[]) {
    return isLegal
      ? this.http.createMultipart('/api/legal/store', parts)
      : this.http.createMultipart('/api/individual/store', parts)
  }
}
