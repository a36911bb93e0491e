import { type Answer, apiUrl, type Body, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** A driver of the caller's list (the one-driver answer carries the same fields and more). */
export type DriverRow = Item<Answer<'/api/drivers/{is_legal}', 'get'>['data']['drivers']>

/** One driver as `/api/driver/{id}` answers it: with the ids of its cars and trailers. */
export type DriverRecord = Answer<'/api/driver/{id}', 'get'>['driver']

/** A driver's fields as the API takes them; `is_legal` is set once, on creation. */
export type DriverBody = Body<'/api/driver/{id}', 'put'>

/** The caller's drivers. */
export class DriversApi {
  constructor(private readonly http: RestHttp) {}

  async list(isLegal: boolean): Promise<DriverRow[]> {
    const url = apiUrl('/api/drivers/{is_legal}', { is_legal: isLegal ? 1 : 0 })
    return (await this.http.get(url)).data.drivers
  }

  async one(id: number): Promise<DriverRecord> {
    return (await this.http.get(apiUrl('/api/driver/{id}', { id }))).driver
  }

  /** The driver now linked to each of the caller's cars and trailers of one kind, by vehicle id. */
  async vehicleDrivers(isLegal: boolean): Promise<Map<number, number | null>> {
    const url = apiUrl('/api/get-driver-datas/{is_legal}', { is_legal: isLegal ? 1 : 0 })
    const answer = await this.http.get(url)
    return new Map([...answer.transports, ...answer.trailers].map((row) => [row.id, row.driver_id]))
  }

  create(body: DriverBody & { is_legal: boolean }) {
    return this.http.create('/api/driver', body)
  }

  update(id: number, body: DriverBody) {
    return this.http.put(apiUrl('/api/driver/{id}', { id }), body)
  }

  delete(id: number) {
    return this.http.delete(apiUrl('/api/driver/{id}', { id }))
  }
}
