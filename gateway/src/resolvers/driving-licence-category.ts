import type { DrivingLicenceCategoryResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const DrivingLicenceCategory: DrivingLicenceCategoryResolvers = {
  id: (row) => String(row.id),
  description: (row) => localized(row, 'description'),
}
