import type { TSchema } from 'typebox'
import type { MessageKey } from '../i18n/messages.js'
import type { ProfileValues } from './clients.repository.js'
import { type CommonProfileFields, IndividualFields, LegalFields } from './schemas.js'

type KindColumns = Omit<
  ProfileValues,
  | 'user_id'
  | 'is_legal'
  | 'region_id'
  | 'city_id'
  | 'phone'
  | 'email'
  | 'license_number'
  | 'license_expire_date'
>

/** What differs between the two kinds of client profile: fields, documents, columns. */
export interface ProfileKind<F extends CommonProfileFields> {
  isLegal: boolean
  fields: TSchema
  /** The document types (`types[i]`) of this kind, each with the sentence asking for it. */
  documents: Record<number, MessageKey>
  /** The expiry dates of the form, which must not be in the past. */
  expiryDates: (keyof F & string)[]
  columns(form: F): KindColumns
}

export const LEGAL: ProfileKind<LegalFields> = {
  isLegal: true,
  fields: LegalFields,
  documents: {
    1: 'licence_file_required',
    2: 'certificate_file_required',
    3: 'register_file_required',
  },
  expiryDates: ['license_expire_date', 'yegrpo_expire_date'],
  columns: (form) => ({
    company_name: form.company_name.trim(),
    address: form.address.trim(),
    yegrpo_number: form.yegrpo_number.trim(),
    yegrpo_expire_date: form.yegrpo_expire_date,
    certificate_number: form.certificate_number.trim(),
    bank_details: form.bank_details.trim(),
    account_number: form.account_number.trim(),
  }),
}

export const INDIVIDUAL: ProfileKind<IndividualFields> = {
  isLegal: false,
  fields: IndividualFields,
  documents: { 0: 'patent_file_required', 1: 'licence_file_required' },
  expiryDates: ['license_expire_date', 'patent_expire_date'],
  columns: (form) => ({
    name: form.name.trim(),
    surname: form.surname.trim(),
    patronymic: form.patronymic.trim(),
    patent_number: form.patent_number.trim(),
    patent_expire_date: form.patent_expire_date,
  }),
}
