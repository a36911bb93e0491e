import { type Answer, apiUrl } from './api-types.js'
import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'

/** A news item as the office edits it: any status, the body sanitized as it will be shown. */
export type OfficeNewsRow = Answer<'/api/operator/news/{id}', 'get'>

export type OfficeNewsPageRow = Answer<'/api/operator/news', 'get'>

/** The office's news: drafts, edits, publishing. */
export class OfficeNewsApi {
  constructor(private readonly http: RestHttp) {}

  page(page: number, status: string | undefined) {
    return this.http.get(apiUrl('/api/operator/news', {}, { page, status }))
  }

  one(id: number) {
    return this.http.get(apiUrl('/api/operator/news/{id}', { id }))
  }

  save(id: number | undefined, parts: MultipartPart[]) {
    return id === undefined
      ? this.http.createMultipart('/api/operator/news', parts)
      : this.http.postMultipart(apiUrl('/api/operator/news/{id}', { id }), parts)
  }

  setPublished(id: number, step: 'publish' | 'unpublish') {
    return step === 'publish'
      ? this.http.post(apiUrl('/api/operator/news/{id}/publish', { id }), {})
      : this.http.post(apiUrl('/api/operator/news/{id}/unpublish', { id }), {})
  }
}
