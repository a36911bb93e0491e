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

/** One driver as `/api/driver/{id}` answers it: with the ids of its cars and trailers. */
export interface DriverRecord extends DriverRow {
  transports: number[]
  trailers: number[]
}

/** A car or trailer of the driver form's choices, with the driver it is linked to now. */
interface FleetVehicleRow {
  id: number
  driver_id: number | null
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

  async one(id: number): Promise<DriverRecord> {
    return (await this.http.get<{ driver: DriverRecord }>(`/api/driver/${id}`)).driver
  }

  /** The driver now linked to each of the caller's cars and trailers of one kind, by vehicle id. */
  async vehicleDrivers(isLegal: boolean): Promise<Map<number, number | null>> {
    const answer = await this.http.get<{
      transports: FleetVehicleRow[]
      trailers: FleetVehicleRow[]
    }>(`/api/get-driver-datas/${isLegal ? 1 : 0}`)
    return new Map([...answer.transports, ...answer.trailers].map((row) => [row.id, row.driver_id]))
  }

  create(body: DriverBody & { is_legal: boolean }) {
    return this.http.create<{ status: 'success'; id: number }>('/api/driver', { ...body })
  }

  update(id: number, body: DriverBody) {
    return this.http.put<{ status: 'success' }>(`/api/driver/${id}`, { ...body })
  }

  delete(id: number) {
    return this.http.delete<{ status: 'success' }>(`/api/driver/${id}`)
  }
}
