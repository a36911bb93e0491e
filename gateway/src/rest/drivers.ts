import { type Answer, apiUrl, type Body, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** A driver of the caller's list (the one-driver answer carries the same fields and more). */
export type DriverRow = Item<Answer<'/api/drivers/{is_legal}', 'get'>['data']['drivers']>

/** One driver as `/api/driver/{id}` answers it: with the ids of its cars and trailers. */
export type DriverRecord = Answer<'/api/driver/{id}', 'get'>['driver']

/** A driver's fields as the API takes them; `is_legal` is set once, on creation. */
export type DriverBody = Body<'/api/driver/{id}', 'put'>

/** Some of a driver's fields: those left out stay as stored. */
export type DriverPatch = Body<'/api/driver/{id}', 'patch'>

/**
 * A driver's save as the API answers it: the driver as stored, the vehicles the save took from
 * other drivers, and the kind's cars and trailers as it left them.
 */
export type DriverSaved = Answer<'/api/driver', 'post'>

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

  create(body: DriverBody & { is_legal: boolean }): Promise<DriverSaved> {
    return this.http.create('/api/driver', body)
  }

  /** Changes the fields `body` names, nothing else. */
  update(id: number, body: DriverPatch): Promise<DriverSaved> {
    return this.http.patch(apiUrl('/api/driver/{id}', { id }), body)
  }

  delete(id: number) {
    return this.http.delete(apiUrl('/api/driver/{id}', { id }))
  }
}
