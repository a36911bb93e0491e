import type { ServicesPageResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const ServicesPage: ServicesPageResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
}
