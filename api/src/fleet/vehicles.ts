/** A car or trailer row as the fleet queries read it. */
export interface VehicleRow {
  id: number
  plate_number: string
  brand_id: number
  brand: string
  is_transport: boolean
  driver_id: number | null
}

/** A vehicle as the driver form shows it; `number` is the label the earlier client reads. */
export function presentVehicle(row: VehicleRow) {
  return { ...row, number: row.plate_number }
}

export function splitVehicles(rows: VehicleRow[]) {
  const vehicles = rows.map(presentVehicle)
  return {
    cars: vehicles.filter((vehicle) => vehicle.is_transport),
    trailers: vehicles.filter((vehicle) => !vehicle.is_transport),
  }
}
