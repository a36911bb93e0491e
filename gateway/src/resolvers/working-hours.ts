import type { WorkingHoursResolvers } from '../__generated__/resolvers-types.js'

export const WorkingHours: WorkingHoursResolvers = {
  opensAt: (row) => row.from,
  closesAt: (row) => row.to,
}
