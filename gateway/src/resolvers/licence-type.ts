import type { LicenceTypeResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const LicenceType: LicenceTypeResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
}
