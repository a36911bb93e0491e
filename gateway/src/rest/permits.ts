import type { DriverRow } from './drivers.js'
import type { RestHttp } from './http.js'
import { queryOf } from './query.js'

/** A driver as the permit was requested for them. */
export type DriverAsRequested = Omit<DriverRow, 'is_legal'>

/** A car or trailer as the permit was requested for it. */
export interface VehicleAsRequested {
  id: number
  brand_id: number
  brand: string
  plate_number: string
  card_number: string
  card_start_date: string
}

export interface PermitRow {
  id: number
  is_legal: boolean
  country_id: number
  permit_type: number
  type_of_cargo: string
  container_number: number
  permit_description: string
  driver_id: number
  car_id: number
  trailer_id: number | null
  departureDate: string
  returnDate: string
  status: number
  to_pay: boolean
  price: number | null
  reason: string | null
  created_at: string
  /** Absent from an API that keeps no record of them (the enterprise's earlier server). */
  driver?: DriverAsRequested
  car?: VehicleAsRequested
  trailer?: VehicleAsRequested | null
  last_payment?: { outcome: 'success' | 'failure'; at: string } | null
}

export interface PermitList {
  permits: PermitRow[]
  payment_status?: 'success' | 'failure'
  /** All the caller's permits, when a page was asked for (an API that pages answers it). */
  permits_count?: number
}

/** One page of the caller's permits, newest first. */
export interface PermitPageRows {
  page: number
  permits: PermitRow[]
  total: number
}

export const PERMITS_PAGE_SIZE = 16

/** What narrows the caller's e-permits (the API's query parameters). */
export interface PermitFilter {
  status?: number
  country_id?: number
  filed_from?: string
  filed_to?: string
  q?: string
}

export interface PermitRequestBody {
  is_legal: boolean
  country: number
  permit_type: number
  type_of_cargo: string
  container_number: number
  departure_date: string
  return_date: string
  driver: number
  transports: { id: number; is_transport: boolean }[]
  permit_description?: string
}

/** The caller's e-permits and their payment. */
export class PermitsApi {
  constructor(private readonly http: RestHttp) {}

  /**
   * Read without telling `payment_status`: that told-once notice is the earlier client's, and
   * this gateway reads each permit's `last_payment` instead.
   */
  async list(): Promise<PermitList> {
    return (
      await this.http.get<{ data: PermitList }>('/api/request-to-permission?payment_notice=keep')
    ).data
  }

  /**
   * One page of the caller's permits. An API that does not page (the enterprise's earlier
   * server ignores `page` and answers every permit, with no `permits_count`) is paged here.
   */
  async page(page: number, filter: PermitFilter = {}): Promise<PermitPageRows> {
    const query = queryOf({ payment_notice: 'keep', page, ...filter })
    const list = (await this.http.get<{ data: PermitList }>(`/api/request-to-permission?${query}`))
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
    return this.http.create<{ status: 'success'; id: number }>('/api/request-to-permission', {
      ...body,
    })
  }

  /** The payment page's URL. */
  pay(permitId: number) {
    return this.http.post<string>('/api/payment', { permit_id: permitId })
  }
}
