import type { DutyResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const Duty: DutyResolvers = {
  text: (row) => localized(row, 'text'),
}
