import type { CountryResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const Country: CountryResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  // An API that does not say leaves out only the home country, as ours does.
  permitDestination: (row) => row.permit_destination ?? row.code !== 'tm',
}
