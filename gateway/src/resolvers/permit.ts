import type { PermitResolvers } from '../__generated__/resolvers-types.js'
import type { PermitRow, VehicleAsRequested } from '../rest/permits.js'
import type { VehicleRecord } from '../rest/transports.js'
import { clientKindOf, permitStatusOf } from './enums.js'
import { reference } from './reference.js'

export const outcomeOf = (outcome: 'success' | 'failure') =>
  outcome === 'success' ? 'SUCCEEDED' : 'FAILED'

/** A car or trailer removed since the permit was requested, as it was then. */
function vehicleAsRequested(
  row: PermitRow,
  vehicle: VehicleAsRequested,
  isCar: boolean,
): VehicleRecord {
  return {
    id: vehicle.id,
    isLegal: row.is_legal,
    isCar,
    brandId: vehicle.brand_id,
    plateNumber: vehicle.plate_number,
    cardNumber: vehicle.card_number,
    cardStartDate: vehicle.card_start_date,
    driverId: null,
  }
}

export const Permit: PermitResolvers = {
  id: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  status: (row) => permitStatusOf(row.status),
  payable: (row) => row.to_pay,
  rejectionReason: (row) => row.reason,
  country: (row, _, context) => reference(context, 'country', row.country_id),
  async permitType(row, _, context) {
    const type = (await context.api.reference.index()).permitTypeByNumber.get(row.permit_type)
    if (!type) throw new Error(`permit type number ${row.permit_type} is missing`)
    return type
  },
  cargoType: (row) => row.type_of_cargo,
  containerCount: (row) => row.container_number,
  description: (row) => row.permit_description,
  departureOn: (row) => row.departureDate,
  returnOn: (row) => row.returnDate,
  // Drivers and vehicles come from the lists of the permit's kind (one call each for the
  // whole history); one removed since is no longer listed and reads as the permit keeps it.
  async driver(row, _, { loaders }) {
    const drivers = await loaders.driversOfKind.load(row.is_legal)
    const listed = drivers.find((driver) => driver.id === row.driver_id)
    if (listed) return listed
    return row.driver ? { ...row.driver, is_legal: row.is_legal } : null
  },
  async car(row, _, { loaders }) {
    const cars = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: true })
    const listed = cars.find((car) => car.id === row.car_id)
    if (listed) return listed
    return row.car ? vehicleAsRequested(row, row.car, true) : null
  },
  async trailer(row, _, { loaders }) {
    if (row.trailer_id === null) return null
    const trailers = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: false })
    const listed = trailers.find((trailer) => trailer.id === row.trailer_id)
    if (listed) return listed
    return row.trailer ? vehicleAsRequested(row, row.trailer, false) : null
  },
  createdAt: (row) => row.created_at,
  lastPayment: (row) =>
    row.last_payment
      ? { outcome: outcomeOf(row.last_payment.outcome), at: row.last_payment.at }
      : null,
  statusHistory: (row, _, { loaders }) => loaders.statusHistory.permit.load(row.id),
}
