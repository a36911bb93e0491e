import { type Answer, apiUrl, type Body, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

/** A car or trailer in the gateway's terms, whichever answer it came from. */
export interface VehicleRecord {
  id: number
  isLegal: boolean
  isCar: boolean
  brandId: number
  plateNumber: string
  cardNumber: string
  cardStartDate: string
  driverId: number | null
}

/** The fields of a vehicle that its list and its own answer both carry. */
type VehicleFields = Pick<
  Item<Answer<'/api/transports/{isLegal}/{isCar}', 'get'>['data']['transports']>,
  'id' | 'brand_id' | 'plate_number' | 'card_number' | 'card_start_date' | 'driver_id'
>

/** A vehicle's fields as the API takes them; its kind is set once, on creation. */
export type VehicleBody = Body<'/api/transport/{id}', 'put'>

/** The caller's cars and trailers. */
export class TransportsApi {
  constructor(private readonly http: RestHttp) {}

  async list(isLegal: boolean, isCar: boolean): Promise<VehicleRecord[]> {
    const answer = await this.http.get(
      apiUrl('/api/transports/{isLegal}/{isCar}', {
        isLegal: isLegal ? 1 : 0,
        isCar: isCar ? 1 : 0,
      }),
    )
    return vehicleRecordsOf(answer.data.transports, isLegal, isCar)
  }

  async one(id: number): Promise<VehicleRecord> {
    const row = await this.http.get(apiUrl('/api/transport/{id}', { id }))
    return recordOf(row, row.is_legal, row.is_transport)
  }

  create(body: VehicleBody & { is_legal: boolean; is_transport: boolean }) {
    return this.http.create('/api/transport', body)
  }

  update(id: number, body: VehicleBody) {
    return this.http.put(apiUrl('/api/transport/{id}', { id }), body)
  }

  delete(id: number) {
    return this.http.delete(apiUrl('/api/transport/{id}', { id }))
  }
}

/** A list's rows (as `/api/transports/{isLegal}/{isCar}` or a driver's save answers them). */
export function vehicleRecordsOf(
  rows: VehicleFields[],
  isLegal: boolean,
  isCar: boolean,
): VehicleRecord[] {
  return rows.map((row) => recordOf(row, isLegal, isCar))
}

function recordOf(row: VehicleFields, isLegal: boolean, isCar: boolean): VehicleRecord {
  return {
    id: row.id,
    isLegal,
    isCar,
    brandId: row.brand_id,
    plateNumber: row.plate_number,
    cardNumber: row.card_number,
    cardStartDate: row.card_start_date,
    driverId: row.driver_id,
  }
}
