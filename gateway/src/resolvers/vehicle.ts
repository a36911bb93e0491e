import type { VehicleResolvers } from '../__generated__/resolvers-types.js'
import { clientKindOf } from './enums.js'
import { reference } from './reference.js'

export const Vehicle: VehicleResolvers = {
  id: (row) => String(row.id),
  kind: (row) => clientKindOf(row.isLegal),
  type: (row) => (row.isCar ? 'CAR' : 'TRAILER'),
  brand: (row, _, context) => reference(context, 'brand', row.brandId),
  cardIssuedOn: (row) => row.cardStartDate,
  // From the list of the vehicle's kind: one call for every vehicle of a list.
  async driver(row, _, { loaders }) {
    if (row.driverId === null) return null
    const drivers = await loaders.driversOfKind.load(row.isLegal)
    return drivers.find((driver) => driver.id === row.driverId) ?? null
  },
}
