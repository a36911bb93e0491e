import type { ServiceSectionResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const ServiceSection: ServiceSectionResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
  services: (row) => row.items,
}
