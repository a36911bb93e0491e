import type { RestHttp } from './http.js'

export interface DriverRow {
  id: number
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: string
  is_legal: boolean
  /** The ids of its licence categories (the list and the one-driver answer both carry them). */
  driving_licence_categories: number[]
}

export interface DriverBody {
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: string
  driving_licence_categories: number[]
  transports: number[]
}

/** The caller's drivers. */
export class DriversApi {
  constructor(private readonly http: RestHttp) {}

  async list(isLegal: boolean): Promise<DriverRow[]> {
    const answer = await this.http.get<{ data: { drivers: DriverRow[] } }>(
      `/api/drivers/${isLegal ? 1 : 0}`,
    )
    return answer.data.drivers
  }

  async one(id: number): Promise<DriverRow> {
    return (await this.http.get<{ driver: DriverRow }>(`/api/driver/${id}`)).driver
  }

  create(body: DriverBody & { is_legal: boolean }) {
    return this.http.post<{ status: 'success'; id: number }>('/api/driver', { ...body })
  }

  update(id: number, body: DriverBody) {
    return this.http.put<{ status: 'success' }>(`/api/driver/${id}`, { ...body })
  }

  delete(id: number) {
    return this.http.delete<{ status: 'success' }>(`/api/driver/${id}`)
  }
}
