import type { RestHttp } from './http.js'
import type { MultipartPart } from './multipart.js'

/** A news item as the office edits it: any status, the body sanitized as it will be shown. */
export interface OfficeNewsRow {
  id: number
  status: 'draft' | 'published' | 'unpublished'
  title: { tm: string; ru: string; en: string }
  body_html: { tm: string; ru: string; en: string }
  /** The public path (`storage/…`), once published. */
  poster: string
  poster_file_id: number | null
  poster_url: string
  published_at: string | null
  created_at: string
  updated_at: string
  views: number
}

export interface OfficeNewsPageRow {
  items: OfficeNewsRow[]
  total: number
  page: number
  per_page: number
}

/** The office's news: drafts, edits, publishing. */
export class OfficeNewsApi {
  constructor(private readonly http: RestHttp) {}

  page(page: number, status: string | undefined) {
    const query = new URLSearchParams({ page: String(page) })
    if (status) query.set('status', status)
    return this.http.get<OfficeNewsPageRow>(`/api/operator/news?${query}`)
  }

  one(id: number) {
    return this.http.get<OfficeNewsRow>(`/api/operator/news/${id}`)
  }

  save(id: number | undefined, parts: MultipartPart[]) {
    type Saved = { status: 'success'; item: OfficeNewsRow }
    return id === undefined
      ? this.http.createMultipart<Saved>('/api/operator/news', parts)
      : this.http.postMultipart<Saved>(`/api/operator/news/${id}`, parts)
  }

  setPublished(id: number, step: 'publish' | 'unpublish') {
    return this.http.post<{ status: 'success'; item: OfficeNewsRow }>(
      `/api/operator/news/${id}/${step}`,
      {},
    )
  }
}
