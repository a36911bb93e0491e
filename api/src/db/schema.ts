import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { Lang } from '../i18n/lang.js'
import type { ActivityTables } from './activity-schema.js'
import type { RemindersTables } from './reminders-schema.js'

/** Timestamps are written as Date or left to the database, and always read as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>

export interface UsersTable {
  id: Generated<number>
  email: string
  name: string
  phone: Generated<string>
  corpname: Generated<string>
  ygtyyarnama_no: Generated<string>
  /** ISO yyyy-mm-dd */
  ygtyyarnama_expire_date: string | null
  yegrpo: Generated<string>
  /** When the privacy policy was accepted at sign-up (operators have none). */
  privacy_accepted_at: NullableTimestamp
  password_hash: string
  role: Generated<'client' | 'operator'>
  /** An invited operator has set no password yet; a deactivated account cannot log in. */
  status: Generated<AccountStatus>
  lang: Generated<Lang>
  /** When the haulier last marked the answers to their requests as seen (migration 021). */
  answers_seen_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export type AccountStatus = 'invited' | 'active' | 'deactivated'

/** An invitation to become an operator: only its token's SHA-256 is kept (migration 009). */
export interface OperatorInvitationsTable {
  id: Generated<number>
  user_id: number
  invited_by: number
  token_hash: string
  created_at: Timestamp
  expires_at: Date
  used_at: NullableTimestamp
}

/** Who works an e-permit or a request now (migration 009): both null, or both set. */
interface Claimable {
  claimed_by: ColumnType<number | null, number | null | undefined, number | null>
  claimed_at: NullableTimestamp
}

export interface AccessTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  last_used_at: NullableTimestamp
  expires_at: Date
  revoked_at: NullableTimestamp
  /** The company the session works for (migration 023); null for operators. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>
}

export type MemberRole = 'administrator' | 'dispatcher' | 'viewer'
export type MemberStatus = 'active' | 'suspended'

/** A person's account in a company (ADR 0103); the company is the account it was signed up with. */
export interface CompanyMembersTable {
  id: Generated<number>
  company_id: number
  user_id: number
  role: MemberRole
  status: Generated<MemberStatus>
  created_at: Timestamp
  updated_at: Timestamp
}

/** An administrator's invitation into a company: only its link's SHA-256 is kept. */
export interface CompanyInvitationsTable {
  id: Generated<number>
  company_id: number
  email: string
  role: MemberRole
  lang: Lang
  token_hash: string
  invited_by: number
  created_at: Timestamp
  expires_at: Date
  accepted_at: NullableTimestamp
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>
  revoked_at: NullableTimestamp
}

/** Who of a company's members created or last changed a row (migration 023). */
type MemberColumn = ColumnType<number | null, number | null | undefined, number | null>

export interface SignupDetails {
  name: string
  phone: string
  email: string
  corpname: string
  ygtyyarnama_no: string
  ygtyyarnama_expire_date: string
  yegrpo: string
}

export interface SignupChallengesTable {
  id: string
  email: string
  details: ColumnType<SignupDetails, string, string>
  code_hash: string
  failed_attempts: Generated<number>
  lang: Lang
  created_at: Timestamp
  expires_at: Date
  verified_at: NullableTimestamp
  consumed_at: NullableTimestamp
}

export interface PasswordResetsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Date
  used_at: NullableTimestamp
}

export interface FeedbackMessagesTable {
  id: Generated<number>
  department: 'general_dep' | 'technical_dep'
  name: string
  email: string
  phone: string
  message: string
  lang: Lang
  mailed: Generated<boolean>
  created_at: Timestamp
}

/** rate-limiter-flexible's PostgreSQL store: points taken in the window ending at `expire`. */
export interface RateLimitsTable {
  key: string
  points: number
  expire: number | null
}

/** What a create answered, by its client's idempotency key (http/idempotency.ts). */
export interface IdempotencyKeysTable {
  scope: string
  key: string
  fingerprint: string
  status_code: number
  answer: ColumnType<unknown, string, string>
  created_at: Timestamp
}

export type MailJobKind =
  | 'password-reset'
  | 'email-changed'
  | 'operator-invitation'
  | 'company-invitation'
  | 'status-notice'
  | 'receipt'

/** Mail to send after an answer, kept until sent so a restart loses none. */
export interface MailJobsTable {
  id: Generated<number>
  kind: MailJobKind
  payload: ColumnType<Record<string, unknown>, string, string>
  attempts: Generated<number>
  run_after: Timestamp
  last_error: string | null
  created_at: Timestamp
  done_at: NullableTimestamp
  failed_at: NullableTimestamp
}

/** A new e-mail address waiting for the code mailed to it. */
export interface EmailChangesTable {
  user_id: number
  new_email: string
  code_hash: string
  failed_attempts: Generated<number>
  lang: Lang
  created_at: Timestamp
  expires_at: Date
}

interface Named {
  name_tm: string
  name_ru: string
  name_en: string
}

interface Described {
  description_tm: string
  description_ru: string
  description_en: string
}

export interface RegionsTable extends Named {
  id: Generated<number>
  code: string
  position: number
}

export interface CitiesTable extends Named {
  id: Generated<number>
  region_id: number
  code: string
  position: number
}

export interface CountriesTable extends Named {
  id: Generated<number>
  code: string
}

export interface LicenseTypesTable extends Named {
  id: Generated<number>
  code: string
  position: number
}

export interface DrivingLicenseCategoriesTable extends Described {
  id: Generated<number>
  code: string
  name: string
  position: number
}

export interface BrandsTable {
  id: Generated<number>
  code: string
  title: string
  kind: 'truck' | 'trailer' | 'both'
}

export interface PermitTypesTable extends Named, Described {
  id: Generated<number>
  number: number
  code: string
  price: number
}

export interface CheckpointsTable extends Named, Described {
  id: Generated<number>
  code: string
  region_id: number
  country_id: number
  lat: number
  lon: number
  phone: string | null
}

export type NewsStatus = 'draft' | 'published' | 'unpublished'

export interface NewsTable extends Described {
  id: Generated<number>
  code: string
  poster: string
  title_tm: string
  title_ru: string
  title_en: string
  views: Generated<number>
  /** Null while a draft that was never published. */
  published_at: Date | null
  status: Generated<NewsStatus>
  /** The uploaded poster (`poster` is then `news-posters/{id}`); null for the seeded ones. */
  poster_file_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
  /** Digest of the sanitizing policy and the HTML; null until sealed (content/news-html.ts) */
  html_seal: string | null
}

/** ISO yyyy-mm-dd, read and written as text. */
type CalendarDay = string

export interface FilesTable {
  id: Generated<number>
  owner_id: number
  sha256: string
  size: number
  mime: string
  original_name: Generated<string>
  created_at: Timestamp
}

/** A smaller WebP rendering of an uploaded news poster (migration 011). */
export interface NewsPosterVariantsTable {
  poster_file_id: number
  width: number
  height: number
  file_id: number
}

export interface ClientProfilesTable {
  id: Generated<number>
  user_id: number
  is_legal: boolean
  region_id: number
  city_id: number
  phone: string
  email: string
  license_number: string
  license_expire_date: CalendarDay
  surname: string | null
  name: string | null
  patronymic: string | null
  patent_number: string | null
  patent_expire_date: CalendarDay | null
  company_name: string | null
  address: string | null
  yegrpo_number: string | null
  yegrpo_expire_date: CalendarDay | null
  certificate_number: string | null
  bank_details: string | null
  account_number: string | null
  /** Manat; null until the enterprise opens a deposit. */
  balance: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ClientProfileLicenseTypesTable {
  profile_id: number
  license_type_id: number
}

export interface ClientProfileFilesTable {
  profile_id: number
  /** Legal: 1 licence, 2 certificate, 3 register extract. Individual: 0 patent, 1 licence. */
  type: number
  file_id: number
}

export interface DriversTable {
  id: Generated<number>
  user_id: number
  member_id: MemberColumn
  is_legal: boolean
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: CalendarDay
  created_at: Timestamp
  updated_at: Timestamp
  deleted_at: NullableTimestamp
}

export interface DriverLicenseCategoriesTable {
  driver_id: number
  category_id: number
}

/** A client's fleet version, moved on by every write to its drivers, cars and trailers (migration 010). */
export interface FleetVersionsTable {
  user_id: number
  version: number
}

export interface TransportsTable {
  id: Generated<number>
  user_id: number
  member_id: MemberColumn
  is_legal: boolean
  /** true: a car (truck); false: a trailer */
  is_transport: boolean
  brand_id: number
  plate_number: string
  card_number: string
  card_start_date: CalendarDay
  driver_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
  deleted_at: NullableTimestamp
}

/** 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
export type PermitStatus = 1 | 2 | 3 | 4 | 5 | 6

export interface PermitsTable extends Claimable {
  id: Generated<number>
  user_id: number
  member_id: MemberColumn
  is_legal: boolean
  client_profile_id: number
  country_id: number
  permit_type_id: number
  type_of_cargo: string
  container_number: string
  departure_date: CalendarDay
  return_date: CalendarDay
  driver_id: number
  car_id: number
  trailer_id: number | null
  permit_description: Generated<string>
  status: ColumnType<PermitStatus, PermitStatus | undefined, PermitStatus>
  price: number | null
  reason: string | null
  payment_notice: 'success' | 'failure' | null
  /** The driver, car and trailer as they were when the permit was filed (migration 008). */
  driver_snapshot: ColumnType<DriverSnapshot, DriverSnapshot, never>
  car_snapshot: ColumnType<VehicleSnapshot, VehicleSnapshot, never>
  trailer_snapshot: ColumnType<VehicleSnapshot | null, VehicleSnapshot | null, never>
  /** The last completed payment: kept, unlike payment_notice, which is told once. */
  last_payment_outcome: PaymentNotice | null
  last_payment_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export type PaymentNotice = 'success' | 'failure'

/** A driver as an e-permit names it, dates as yyyy-mm-dd (jsonb). */
export interface DriverSnapshot {
  id: number
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: string
  /** Category ids, in the categories' order */
  driving_licence_categories: number[]
}

/** A car or trailer as an e-permit names it (jsonb). */
export interface VehicleSnapshot {
  id: number
  brand_id: number
  /** The brand's title */
  brand: string
  plate_number: string
  card_number: string
  card_start_date: string
}

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'superseded' | 'refunded'

export interface PaymentsTable {
  id: Generated<number>
  permit_id: number
  user_id: number
  member_id: MemberColumn
  provider: string
  reference: string
  amount: number
  currency: Generated<string>
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>
  created_at: Timestamp
  completed_at: NullableTimestamp
}

export type ReceiptKind = 'receipt' | 'credit_note'

/** How many receipts (or credit notes) a year has numbered (migration 026). */
export interface ReceiptCountersTable {
  kind: ReceiptKind
  year: number
  last_serial: number
}

/** A payment's receipt, or a refund's credit note (migration 026, ADR 0106). */
export interface ReceiptsTable {
  id: Generated<number>
  kind: ReceiptKind
  year: number
  serial: number
  number: string
  payment_id: number
  permit_id: number
  user_id: number
  amount: number
  currency: Generated<string>
  lang: 'tm' | 'ru' | 'en'
  reason: string | null
  issued_at: ColumnType<Date, Date | undefined, Date>
  file_id: number | null
}

/** 0 pending, 1 accepted, 2 declined, 3 canceled */
export type RequestStatus = 0 | 1 | 2 | 3

export interface CargoPermissionsTable extends Claimable {
  id: Generated<number>
  user_id: number
  member_id: MemberColumn
  /** 2 loading, 3 unloading (the history's model ids) */
  kind: 2 | 3
  razresheniye_no: string
  gos_prinad: string
  marka: string
  gos_nomer: string
  woditel_fio: string
  punkt_pog: string
  punkt_wyg: string
  marshrut: string
  gruz: string
  prinad: string
  zayawitel: string
  mesto_wydachi: string
  cmr_no: string
  valid_until: CalendarDay
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface OnlineApplicationsTable extends Claimable {
  id: Generated<number>
  user_id: number
  member_id: MemberColumn
  corpname: string
  cmr_number: string
  permission_number: string
  fullname: string
  phone: string
  email: string
  director_fullname: string
  yuztutma_file_id: number | null
  ygtyyarnama_file_id: number | null
  dowlet_sanaw_file_id: number
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>
  created_at: Timestamp
  updated_at: Timestamp
}

export type StatusSubject = 'permit' | 'payment' | 'online_application' | 'cargo_permission'

/** Append-only: the database refuses updates and deletes. */
export interface StatusChangesTable {
  id: Generated<number>
  subject: StatusSubject
  subject_id: number
  owner_id: number
  actor_id: number | null
  actor_role: 'client' | 'operator' | 'payment_provider'
  from_status: string | null
  to_status: string
  reason: string | null
  created_at: Timestamp
}

/** What changed, for the live screens (migration 027, ADR 0107). */
export interface LiveEventsTable {
  id: Generated<number>
  owner_id: number | null
  office: boolean
  kind: 'status' | 'claim'
  subject: StatusSubject
  record_id: number
  status: string | null
  created_at: Timestamp
}

/** The public keys that ever signed an e-permit's credential (migration 007). */
export interface PermitSigningKeysTable {
  kid: string
  public_jwk: ColumnType<Record<string, unknown>, string, string>
  created_at: ColumnType<Date, Date | undefined, Date>
}

/** The protocol's serial counters of issued e-permits, per verifier country, year and type. */
export interface PermitDocumentSerialsTable {
  issued_for: string
  year: number
  type_number: number
  last_serial: number
}

/** An issued e-permit as its document prints it, kept as it was at issue. */
export interface PermitDocumentsTable {
  permit_id: number
  number: string
  issuer: string
  issued_for: string
  year: number
  type_number: number
  serial: number
  kid: string
  credential: string
  /** The verify code printed and put in the QR's address (migration 020) */
  short_code: string
  haulier: string
  driver: string
  car_plate: string
  trailer_plate: string | null
  cargo: string
  container_number: string
  country_tm: string
  country_ru: string
  country_en: string
  type_tm: string
  type_ru: string
  type_en: string
  /** ISO yyyy-mm-dd */
  departure_date: string
  return_date: string
  issued_at: Generated<Date>
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  revoked_by: number | null
  revoke_reason: string | null
}

export interface Database extends RemindersTables, ActivityTables {
  users: UsersTable
  access_tokens: AccessTokensTable
  company_members: CompanyMembersTable
  company_invitations: CompanyInvitationsTable
  operator_invitations: OperatorInvitationsTable
  signup_challenges: SignupChallengesTable
  password_resets: PasswordResetsTable
  feedback_messages: FeedbackMessagesTable
  rate_limits: RateLimitsTable
  idempotency_keys: IdempotencyKeysTable
  mail_jobs: MailJobsTable
  email_changes: EmailChangesTable
  regions: RegionsTable
  cities: CitiesTable
  countries: CountriesTable
  license_types: LicenseTypesTable
  driving_license_categories: DrivingLicenseCategoriesTable
  brands: BrandsTable
  permit_types: PermitTypesTable
  checkpoints: CheckpointsTable
  news: NewsTable
  files: FilesTable
  news_poster_variants: NewsPosterVariantsTable
  client_profiles: ClientProfilesTable
  client_profile_license_types: ClientProfileLicenseTypesTable
  client_profile_files: ClientProfileFilesTable
  drivers: DriversTable
  driver_license_categories: DriverLicenseCategoriesTable
  transports: TransportsTable
  fleet_versions: FleetVersionsTable
  permits: PermitsTable
  payments: PaymentsTable
  receipt_counters: ReceiptCountersTable
  receipts: ReceiptsTable
  cargo_permissions: CargoPermissionsTable
  online_applications: OnlineApplicationsTable
  status_changes: StatusChangesTable
  live_events: LiveEventsTable
  permit_signing_keys: PermitSigningKeysTable
  permit_document_serials: PermitDocumentSerialsTable
  permit_documents: PermitDocumentsTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type News = Selectable<NewsTable>
