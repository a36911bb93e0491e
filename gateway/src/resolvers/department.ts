import type { DepartmentResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const Department: DepartmentResolvers = {
  code: (row) => (row.code === 'technical_dep' ? 'TECHNICAL' : 'GENERAL'),
  name: (row) => localized(row, 'name'),
}
