import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'
import { queryOf } from './query.js'

export interface CargoPermissionBody {
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
}

export type HistoryRow =
  | {
      id: number
      model_id: 2 | 3
      razresheniye_no: string
      cmr_no: string
      woditel_fio: string
      /** The last valid day (yyyy-mm-dd) */
      valid_until: string
      /** The vehicle's country as filed: its name in one of the three languages */
      gos_prinad: string
      /** The brand's title as filed */
      marka: string
      gos_nomer: string
      punkt_pog: string
      punkt_wyg: string
      marshrut: string
      gruz: string
      prinad: string
      zayawitel: string
      mesto_wydachi: string
      status: number
      created_at: string
    }
  | {
      id: number
      model_id: 1
      permission_number: string
      cmr_number: string
      woditel_fio: null
      status: number
      created_at: string
    }

export interface HistoryPage {
  payload: HistoryRow[]
  history_length: number
  page: number
}

export const HISTORY_PAGE_SIZE = 16

/** What narrows the history (the API's query parameters). */
export interface HistoryFilter {
  status?: number
  model_id?: number
  filed_from?: string
  filed_to?: string
  q?: string
}

/**
 * Loading and unloading permissions, online applications, and the merged request history with
 * cancelling.
 */
export class RequestsApi {
  constructor(private readonly http: RestHttp) {}

  fileCargoPermission(kind: 'load' | 'unload', body: CargoPermissionBody) {
    return this.http.create<{ status: 'success'; id: number }>(`/api/${kind}-permission`, {
      ...body,
    })
  }

  sendOnlineApplication(parts: MultipartPart[]) {
    return this.http.createMultipart<{ status: 'success'; id: number }>(
      '/api/online-application',
      parts,
    )
  }

  async history(page: number, filter: HistoryFilter = {}): Promise<HistoryPage> {
    const query = queryOf(filter).toString()
    const answer = await this.http.get<Omit<HistoryPage, 'page'>>(
      `/api/history/${page}${query ? `?${query}` : ''}`,
    )
    return { ...answer, page }
  }

  /** One of the caller's requests as the history lists it (a 404 when it is not theirs). */
  item(modelId: number, itemId: number) {
    return this.http.get<HistoryRow>(`/api/history-item/${modelId}/${itemId}`)
  }

  /** The answer names the request with its status now (`item`). */
  cancel(modelId: number, itemId: number) {
    return this.http.post<{ status: 'success' | 'failure'; message?: string; item?: HistoryRow }>(
      '/api/history-cancel',
      { model_id: modelId, item_id: itemId },
    )
  }
}
