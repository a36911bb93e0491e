import type { RegionResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const Region: RegionResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  cities: (row) => row.cities.map((city) => ({ ...city, regionId: row.id })),
}
