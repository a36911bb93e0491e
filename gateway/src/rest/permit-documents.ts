import { type Answer, apiUrl, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

export type PermitDocumentRow = Item<Answer<'/api/permit-documents', 'get'>['documents']>

export type VerificationRow = Answer<'/api/permit-verification', 'get'>

export type VerifiedPermitRow = NonNullable<VerificationRow['permit']>

/** How many e-permits one documents call asks about (the API's limit). */
export const PERMIT_DOCUMENTS_BATCH = 100

/** Issued e-permits: the caller's documents, and anyone's verification of a credential. */
export class PermitDocumentsApi {
  constructor(private readonly http: RestHttp) {}

  async ofPermits(permitIds: readonly number[]): Promise<PermitDocumentRow[]> {
    const url = apiUrl('/api/permit-documents', {}, { permit_ids: permitIds.join(',') })
    const answer = await this.http.get(url)
    return answer.documents
  }

  /** An operator's revocation of an issued e-permit. */
  revoke(permitId: number, reason: string) {
    return this.http.post(apiUrl('/api/operator/permits/{id}/revoke', { id: permitId }), { reason })
  }

  verify(code: string) {
    // As every query of the gateway (URLSearchParams): encodeURIComponent threw on a lone
    // surrogate (issue 27).
    return this.http.get(apiUrl('/api/permit-verification', {}, { code }))
  }
}
