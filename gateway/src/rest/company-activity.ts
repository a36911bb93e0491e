import { type Answer, apiUrl, type Item, type Query } from './api-types.js'
import type { RestHttp } from './http.js'

/** `GET /api/company/activity`: a page of the session's company's activity log (ADR 0109). */
export type ActivityPageRow = Answer<'/api/company/activity', 'get'>
export type ActivityRow = Item<ActivityPageRow['items']>
export type ActivityMemberRow = Item<ActivityPageRow['members']>
export type ActivityFilter = Omit<Query<'/api/company/activity', 'get'>, 'page'>

export class CompanyActivityApi {
  constructor(private readonly http: RestHttp) {}

  page(page: number, filter: ActivityFilter = {}): Promise<ActivityPageRow> {
    return this.http.get(apiUrl('/api/company/activity', {}, { page, ...filter }))
  }
}
