import type { CheckpointResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'
import { reference } from './reference.js'

export const Checkpoint: CheckpointResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  description: (row) => localized(row, 'description'),
  // The region and country as reference data holds them, so `cities` and codes are there too.
  region: (row, _, context) => reference(context, 'region', row.region.id),
  borderingCountry: (row, _, context) => reference(context, 'country', row.country.id),
  latitude: (row) => row.lat,
  longitude: (row) => row.lon,
}
