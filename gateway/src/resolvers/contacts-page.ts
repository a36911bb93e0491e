import type { ContactsPageResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const ContactsPage: ContactsPageResolvers = {
  address: (row) => localized(row, 'address'),
  workingHours: (row) => row.hours,
}
