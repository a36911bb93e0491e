import type { ReassignedVehicleResolvers } from '../__generated__/resolvers-types.js'
import { driverOfKind } from './payloads.js'

// From the lists of the kind, which the saved driver's own `cars` and `trailers` read too.
export const ReassignedVehicle: ReassignedVehicleResolvers = {
  async vehicle({ vehicleId, isLegal }, _, { loaders }) {
    const lists = await loaders.vehiclesOf.loadMany([
      { isLegal, isCar: true },
      { isLegal, isCar: false },
    ])
    for (const list of lists) {
      if (list instanceof Error) throw list
      const found = list.find((row) => row.id === vehicleId)
      if (found) return found
    }
    throw new Error(`vehicle ${vehicleId} vanished after its driver's save`)
  },
  previousDriver: ({ previousDriverId, isLegal }, _, context) =>
    driverOfKind(context, isLegal, previousDriverId),
}
