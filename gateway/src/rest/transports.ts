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

interface ListRow {
  id: number
  brand_id: number
  plate_number: string
  card_number: string
  card_start_date: string
  driver_id: number | null
}

interface OneRow extends ListRow {
  is_transport: boolean
  is_legal: boolean
}

export interface VehicleBody {
  brand_id: number
  plate_number: string
  card_number: string
  card_start_date: string
  driver_id: number | null
}

/** The caller's cars and trailers. */
export class TransportsApi {
  constructor(private readonly http: RestHttp) {}

  async list(isLegal: boolean, isCar: boolean): Promise<VehicleRecord[]> {
    const answer = await this.http.get<{ data: { transports: ListRow[] } }>(
      `/api/transports/${isLegal ? 1 : 0}/${isCar ? 1 : 0}`,
    )
    return answer.data.transports.map((row) => recordOf(row, isLegal, isCar))
  }

  async one(id: number): Promise<VehicleRecord> {
    const row = await this.http.get<OneRow>(`/api/transport/${id}`)
    return recordOf(row, row.is_legal, row.is_transport)
  }

  create(body: VehicleBody & { is_legal: boolean; is_transport: boolean }) {
    return this.http.create<{ status: 'success'; id: number }>('/api/transport', { ...body })
  }

  update(id: number, body: VehicleBody) {
    return this.http.put<{ status: 'success' }>(`/api/transport/${id}`, { ...body })
  }

  delete(id: number) {
    return this.http.delete<{ status: 'success' }>(`/api/transport/${id}`)
  }
}

function recordOf(row: ListRow, isLegal: boolean, isCar: boolean): VehicleRecord {
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
