import type { CityResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'
import { reference } from './reference.js'

export const City: CityResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  region: (row, _, context) => reference(context, 'region', row.regionId),
}
