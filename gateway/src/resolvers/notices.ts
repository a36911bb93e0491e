import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js'
import { FieldNames } from './field-names.js'
import { inputId } from './ids.js'
import { withUserErrors } from './user-errors.js'

export const MARK_NOTICE_READ_NAMES = new FieldNames({ id: 'id' })
export const REMINDER_SETTINGS_NAMES = new FieldNames({
  clientDocuments: 'client_documents',
  drivingLicences: 'driving_licences',
  ePermits: 'e_permits',
})

export const noticesQuery: Pick<QueryResolvers, 'inbox' | 'reminderSettings'> = {
  inbox: (_, __, { api }) => api.notices.inbox(),
  reminderSettings: (_, __, { api }) => api.notices.settings(),
}

export const noticesMutation: Pick<MutationResolvers, 'markNoticeRead' | 'updateReminderSettings'> =
  {
    markNoticeRead: (_, { id }, context) =>
      withUserErrors(context, MARK_NOTICE_READ_NAMES, { inbox: null }, async () => ({
        inbox: await context.api.notices.markRead(inputId(id, 'id', context.lang)),
        userErrors: [],
      })),
    updateReminderSettings: (_, { input }, context) =>
      withUserErrors(context, REMINDER_SETTINGS_NAMES, { reminderSettings: null }, async () => ({
        reminderSettings: await context.api.notices.saveSettings({
          client_documents: input.clientDocuments,
          driving_licences: input.drivingLicences,
          e_permits: input.ePermits,
        }),
        userErrors: [],
      })),
  }
