import { type Answer, apiUrl, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

export type ReceiptRow = Item<Answer<'/api/receipts', 'get'>['receipts']>

/** How many e-permits one receipts call asks about (the API's limit). */
export const RECEIPTS_BATCH = 100

/** Receipts and credit notes of the caller's e-permits (of any, for an operator). */
export class ReceiptsApi {
  constructor(private readonly http: RestHttp) {}

  async ofPermits(permitIds: readonly number[]): Promise<ReceiptRow[]> {
    const url = apiUrl('/api/receipts', {}, { permit_ids: permitIds.join(',') })
    const answer = await this.http.get(url)
    return answer.receipts
  }
}
