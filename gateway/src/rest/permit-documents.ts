import type { RestHttp } from './http.js'

interface Names {
  tm: string
  ru: string
  en: string
}

export interface PermitDocumentRow {
  permit_id: number
  number: string
  credential: string
  verify_url: string
  issued_at: string
  revoked_at: string | null
  revoke_reason: string | null
}

export interface VerifiedPermitRow {
  number: string
  issuer: string
  issued_for: string
  year: number
  type: { number: number; name: Names }
  country: { code: string; name: Names }
  haulier: string
  car_plate: string
  trailer_plate: string | null
  departure_date: string
  return_date: string
  issued_at: string
  revoked_at: string | null
}

export interface VerificationRow {
  status: 'valid' | 'revoked' | 'expired' | 'forged'
  permit: VerifiedPermitRow | null
}

/** How many e-permits one documents call asks about (the API's limit). */
export const PERMIT_DOCUMENTS_BATCH = 100

/** Issued e-permits: the caller's documents, and anyone's verification of a credential. */
export class PermitDocumentsApi {
  constructor(private readonly http: RestHttp) {}

  async ofPermits(permitIds: readonly number[]): Promise<PermitDocumentRow[]> {
    const answer = await this.http.get<{ documents: PermitDocumentRow[] }>(
      `/api/permit-documents?permit_ids=${permitIds.join(',')}`,
    )
    return answer.documents
  }

  /** An operator's revocation of an issued e-permit. */
  revoke(permitId: number, reason: string) {
    return this.http.post<{ status: 'success'; document: PermitDocumentRow }>(
      `/api/operator/permits/${permitId}/revoke`,
      { reason },
    )
  }

  verify(code: string) {
    return this.http.get<VerificationRow>(
      // As every query of the gateway: encodeURIComponent threw on a lone surrogate (issue 27).
      `/api/permit-verification?${new URLSearchParams({ code })}`,
    )
  }
}
