import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { Lang } from '../i18n/lang.js'

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
  lang: Generated<Lang>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface AccessTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  last_used_at: NullableTimestamp
  expires_at: Date
  revoked_at: NullableTimestamp
}

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

export interface RateLimitHitsTable {
  bucket: string
  hit_at: Timestamp
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

export interface NewsTable extends Described {
  id: Generated<number>
  code: string
  poster: string
  title_tm: string
  title_ru: string
  title_en: string
  views: Generated<number>
  published_at: Date
  created_at: Timestamp
}

export interface Database {
  users: UsersTable
  access_tokens: AccessTokensTable
  signup_challenges: SignupChallengesTable
  password_resets: PasswordResetsTable
  feedback_messages: FeedbackMessagesTable
  rate_limit_hits: RateLimitHitsTable
  regions: RegionsTable
  cities: CitiesTable
  countries: CountriesTable
  license_types: LicenseTypesTable
  driving_license_categories: DrivingLicenseCategoriesTable
  brands: BrandsTable
  permit_types: PermitTypesTable
  checkpoints: CheckpointsTable
  news: NewsTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type News = Selectable<NewsTable>
