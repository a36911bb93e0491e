import type { DriverResolvers } from '../__generated__/resolvers-types.js'
import { clientKindOf } from './enums.js'
import { reference } from './reference.js'

export const Driver: DriverResolvers = {
  id: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  licenceNumber: (row) => row.driving_license_number,
  licenceExpiresOn: (row) => row.driving_license_expired_date,
  // Every row names its category ids; their names come from the cached reference lists.
  licenceCategories: (row, _, context) =>
    Promise.all(row.driving_licence_categories.map((id) => reference(context, 'category', id))),
  // The cars and trailers of the driver's kind are read once as a list and matched here, so a
  // list of drivers costs two calls for all their vehicles, not two per driver.
  async cars(row, _, { loaders }) {
    const cars = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: true })
    return cars.filter((car) => car.driverId === row.id)
  },
  async trailers(row, _, { loaders }) {
    const trailers = await loaders.vehiclesOf.load({ isLegal: row.is_legal, isCar: false })
    return trailers.filter((trailer) => trailer.driverId === row.id)
  },
}
