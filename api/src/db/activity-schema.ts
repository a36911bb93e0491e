import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | undefined, Date>

/** What a member did besides changing a status (migrations 028, 029; ADRs 0109, 0111). */
export type CompanyEventKind =
  | 'driver_added'
  | 'driver_changed'
  | 'driver_removed'
  | 'vehicle_added'
  | 'vehicle_changed'
  | 'vehicle_removed'
  | 'member_changed'
  | 'member_removed'
  | 'member_left'

/** Every kind the activity log names: the events above and what status_changes records. */
export type ActivityKind =
  | CompanyEventKind
  | 'member_invited'
  | 'invitation_accepted'
  | 'permit_filed'
  | 'request_filed'
  | 'payment_opened'
  | 'request_canceled'
  | 'status_changed'

export type ActivitySubject =
  | 'permit'
  | 'online_application'
  | 'cargo_permission'
  | 'driver'
  | 'transport'
  | 'member'
  | 'invitation'

/** Append-only: the database refuses updates and deletes. */
export interface CompanyEventsTable {
  id: Generated<number>
  company_id: number
  member_id: number
  kind: CompanyEventKind
  /** A member is named by their account's id, which stays when they leave */
  subject: 'driver' | 'transport' | 'member'
  subject_id: number
  created_at: Timestamp
}

/** The view over status_changes and company_events, one row per thing a company's side did. */
export interface CompanyActivityView {
  id: string
  company_id: number
  /** The member's account; null when an operator or the payment provider did it */
  member_id: number | null
  actor_role: 'client' | 'operator' | 'payment_provider'
  kind: ActivityKind
  subject: ActivitySubject
  subject_id: number
  /** For a status change, what changed status ('payment' when a payment did) */
  status_subject: string | null
  to_status: string | null
  created_at: Timestamp
}

export interface ActivityTables {
  company_events: CompanyEventsTable
  company_activity: CompanyActivityView
}
