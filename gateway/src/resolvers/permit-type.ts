import type { PermitTypeResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const PermitType: PermitTypeResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  description: (row) => localized(row, 'description'),
}
