import { type Answer, apiUrl, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** `GET /api/operator/companies/{id}`: a haulier company and its members, as the office reads it. */
export type OfficeCompanyRow = Answer<'/api/operator/companies/{id}', 'get'>
export type OfficeMemberRow = Item<OfficeCompanyRow['members']>

export class OfficeCompaniesApi {
  constructor(private readonly http: RestHttp) {}

  company(id: number): Promise<OfficeCompanyRow> {
    return this.http.get(apiUrl('/api/operator/companies/{id}', { id }))
  }
}
