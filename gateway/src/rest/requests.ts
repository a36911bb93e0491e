import { type Answer, apiUrl, type Body, type Item, type Query } from './api-types.js'
import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'

export type CargoPermissionBody = Body<'/api/load-permission', 'post'>

type HistoryAnswer = Answer<'/api/history/{page}', 'get'>

export type HistoryRow = Item<HistoryAnswer['payload']>

export type HistoryPage = HistoryAnswer & { page: number }

export const HISTORY_PAGE_SIZE = 16

/** What narrows the history (the API's query parameters). */
export type HistoryFilter = Query<'/api/history/{page}', 'get'>

/**
 * Loading and unloading permissions, online applications, and the merged request history with
 * cancelling.
 */
export class RequestsApi {
  constructor(private readonly http: RestHttp) {}

  fileCargoPermission(kind: 'load' | 'unload', body: CargoPermissionBody) {
    return kind === 'load'
      ? this.http.create('/api/load-permission', body)
      : this.http.create('/api/unload-permission', body)
  }

  sendOnlineApplication(parts: MultipartPart[]) {
    return this.http.createMultipart('/api/online-application', parts)
  }

  async history(page: number, filter: HistoryFilter = {}): Promise<HistoryPage> {
    const answer = await this.http.get(apiUrl('/api/history/{page}', { page }, filter))
    return { ...answer, page }
  }

  /** One of the caller's requests as the history lists it (a 404 when it is not theirs). */
  item(modelId: number, itemId: number) {
    return this.http.get(
      apiUrl('/api/history-item/{model_id}/{item_id}', { model_id: modelId, item_id: itemId }),
    )
  }

  /** The answer names the request with its status now (`item`). */
  cancel(modelId: number, itemId: number) {
    return this.http.post('/api/history-cancel', { model_id: modelId, item_id: itemId })
  }
}
