import {
  type Answer,
  apiUrl,
  type Body,
  type Item,
  type OmittedByEarlierApis,
  type Query,
} from './api-types.js'
import type { RestHttp } from './http.js'

type PermitsAnswer = Answer<'/api/request-to-permission', 'get'>['data']
type PermitAnswer = Item<PermitsAnswer['permits']>

/** A driver as the permit was requested for them. */
export type DriverAsRequested = PermitAnswer['driver']

/** A car or trailer as the permit was requested for it. */
export type VehicleAsRequested = PermitAnswer['car']

/**
 * An e-permit of the caller. The driver, vehicles and last payment as requested are absent from
 * an API that keeps no record of them (the enterprise's earlier server).
 */
export type PermitRow = OmittedByEarlierApis<
  PermitAnswer,
  'driver' | 'car' | 'trailer' | 'last_payment'
>

export type PermitList = Omit<PermitsAnswer, 'permits'> & { permits: PermitRow[] }

/** One page of the caller's permits, newest first. */
export interface PermitPageRows {
  page: number
  permits: PermitRow[]
  total: number
}

export const PERMITS_PAGE_SIZE = 16

/** What narrows the caller's e-permits (the API's query parameters). */
export type PermitFilter = Omit<
  Query<'/api/request-to-permission', 'get'>,
  'page' | 'payment_notice'
>

export type PermitRequestBody = Body<'/api/request-to-permission', 'post'>

/** The caller's e-permits and their payment. */
export class PermitsApi {
  constructor(private readonly http: RestHttp) {}

  /**
   * Read without telling `payment_status`: that told-once notice is the earlier client's, and
   * this gateway reads each permit's `last_payment` instead.
   */
  async list(): Promise<PermitList> {
    const url = apiUrl('/api/request-to-permission', {}, { payment_notice: 'keep' })
    return (await this.http.get(url)).data
  }

  /**
   * One page of the caller's permits. An API that does not page (the enterprise's earlier
   * server ignores `page` and answers every permit, with no `permits_count`) is paged here.
   */
  async page(page: number, filter: PermitFilter = {}): Promise<PermitPageRows> {
    const query = { payment_notice: 'keep', page, ...filter }
    const list: PermitList = (await this.http.get(apiUrl('/api/request-to-permission', {}, query)))
      .data
    if (list.permits_count !== undefined) {
      return { page, permits: list.permits, total: list.permits_count }
    }
    const start = (page - 1) * PERMITS_PAGE_SIZE
    return {
      page,
      permits: list.permits.slice(start, start + PERMITS_PAGE_SIZE),
      total: list.permits.length,
    }
  }

  request(body: PermitRequestBody) {
    return this.http.create('/api/request-to-permission', body)
  }

  /** The payment page's URL. */
  pay(permitId: number) {
    return this.http.post('/api/payment', { permit_id: permitId })
  }
}
