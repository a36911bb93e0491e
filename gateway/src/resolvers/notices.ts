import type {
  ExpiringDocumentKind,
  InboxResolvers,
  MutationResolvers,
  NoticeResolvers,
  QueryResolvers,
  ReminderSettingsResolvers,
} from '../__generated__/resolvers-types.js'
import type { NoticeRow } from '../rest/notices.js'
import { FieldNames } from './field-names.js'
import { inputId } from './ids.js'
import { withUserErrors } from './user-errors.js'

const DOCUMENTS: Record<NoticeRow['document'], ExpiringDocumentKind> = {
  'driving-licence': 'DRIVING_LICENCE',
  licence: 'CLIENT_LICENCE',
  patent: 'PATENT',
  'state-register': 'STATE_REGISTER',
  certificate: 'CERTIFICATE',
  'e-permit': 'E_PERMIT',
}

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

export const Inbox: InboxResolvers = {
  unread: (answer) => answer.unread,
  notices: (answer) => answer.notices,
}

export const Notice: NoticeResolvers = {
  id: (row) => String(row.id),
  document: (row) => DOCUMENTS[row.document],
  subjectId: (row) => (row.subject_id === null ? null : String(row.subject_id)),
  name: (row) => row.name,
  expiresOn: (row) => row.expires_on,
  daysBefore: (row) => row.days_before,
  createdAt: (row) => row.created_at,
  readAt: (row) => row.read_at,
}

export const ReminderSettings: ReminderSettingsResolvers = {
  clientDocuments: (answer) => answer.client_documents,
  drivingLicences: (answer) => answer.driving_licences,
  ePermits: (answer) => answer.e_permits,
}
