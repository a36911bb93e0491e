import type { ReminderSettingsResolvers } from '../__generated__/resolvers-types.js'

export const ReminderSettings: ReminderSettingsResolvers = {
  clientDocuments: (answer) => answer.client_documents,
  drivingLicences: (answer) => answer.driving_licences,
  ePermits: (answer) => answer.e_permits,
}
