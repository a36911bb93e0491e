import type { ColumnType, Generated } from 'kysely'

/** The kinds of reminder a haulier may turn off (ADR 0105). */
export type ReminderKind = 'client-documents' | 'driving-licences' | 'e-permits'

/** What expires: the documents of ADR 0090 that a reminder names. */
export type ReminderDocument =
  | 'licence'
  | 'patent'
  | 'state-register'
  | 'certificate'
  | 'driving-licence'
  | 'e-permit'

/** One reminder sent: its unique key (subject, document, expires_on, days_before) sends it once. */
export interface SentRemindersTable {
  id: Generated<number>
  user_id: number
  /** What the document belongs to: `driver:12`, `profile:3`, `user:5`, `permit:9` */
  subject: string
  kind: ReminderKind
  document: ReminderDocument
  /** The driver's, profile's or e-permit's id, for a link; null for the account's certificate */
  subject_id: number | null
  /** A driver's name, shown in the letter and the inbox */
  name: string | null
  /** ISO yyyy-mm-dd */
  expires_on: string
  days_before: number
  created_at: Generated<Date>
}

/** A line of the haulier's inbox in the cabinet. */
export interface NoticesTable {
  id: Generated<number>
  user_id: number
  reminder_id: number | null
  created_at: Generated<Date>
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A kind of reminder a haulier turned off. */
export interface RemindersOffTable {
  user_id: number
  kind: ReminderKind
}

export interface RemindersTables {
  sent_reminders: SentRemindersTable
  notices: NoticesTable
  reminders_off: RemindersOffTable
}
