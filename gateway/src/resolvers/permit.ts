import type {
  PermitHistoryResolvers,
  PermitResolvers,
  PermitStatusChangeResolvers,
} from '../__generated__/resolvers-types.js'
import { clientKindOf, permitStatusOf, statusActorOf } from './enums.js'
import { reference } from './reference.js'

export const PermitHistory: PermitHistoryResolvers = {
  lastPaymentOutcome: (list) =>
    list.payment_status === undefined
      ? null
      : list.payment_status === 'success'
        ? 'SUCCEEDED'
        : 'FAILED',
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
  // whole history); one removed since is no longer listed and reads as null.
  async driver(row, _, { loaders }) {
    const drivers = await loaders.driversOfKind.load(row.is_legal)
    return drivers.find((driver) => driver.id === row.driver_id) ?? null
  },
  async car(row, _, { loaders }) {
    const cars = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: true })
    return cars.find((car) => car.id === row.car_id) ?? null
  },
  async trailer(row, _, { loaders }) {
    if (row.trailer_id === null) return null
    const trailers = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: false })
    return trailers.find((trailer) => trailer.id === row.trailer_id) ?? null
  },
  createdAt: (row) => row.created_at,
  statusHistory: (row, _, { loaders }) => loaders.statusHistory.permit.load(row.id),
}

export const PermitStatusChange: PermitStatusChangeResolvers = {
  fromStatus: (row) => (row.from_status === null ? null : permitStatusOf(row.from_status)),
  toStatus: (row) => permitStatusOf(row.to_status),
  actor: (row) => statusActorOf(row.actor_role),
  changedAt: (row) => row.created_at,
}
