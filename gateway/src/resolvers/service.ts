import type { ServiceResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const Service: ServiceResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
}
