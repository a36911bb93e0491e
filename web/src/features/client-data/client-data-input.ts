import { readPhone } from '../../components/phone-field'
import type { ClientDocumentType } from '../../gql/graphql'
import { dateOutOfRange, todayIso } from '../../lib/form-checks'
import {
  type FieldErrors,
  formFile,
  formText,
  formValues,
  missingFields,
  type UserErrorLike,
} from '../../lib/form-errors'

/** The inputs both kinds of client data have, by their names in the mutations' inputs. */
export const COMMON_FIELDS = [
  'regionId',
  'cityId',
  'phone',
  'email',
  'licenceNumber',
  'licenceTypeIds',
  'licenceExpiresOn',
] as const

/**
 * The shared fields a form checks as text before sending; licence codes are checked apart (at
 * least one chosen).
 */
export const COMMON_REQUIRED = [
  'regionId',
  'cityId',
  'phone',
  'email',
  'licenceNumber',
  'licenceExpiresOn',
] as const

export type CommonInput = {
  cityId: string
  phone: string
  email: string
  licenceNumber: string
  licenceExpiresOn: string
  licenceTypeIds: string[]
}

/** A scan's file input: its control's name and the document type it is sent as. */
export type ScanControl<T extends ClientDocumentType = ClientDocumentType> = {
  control: string
  type: T
}

/** A chosen scan, in the order it is sent (its index is its `documents` path in errors). */
export type ChosenScan<T extends ClientDocumentType> = ScanControl<T> & { file: File }

/** What a person writes when a check fails; the form words them in the interface language. */
export type CheckTexts = {
  required: string
  phone: string
  past: string
  noLicenceType: string
  noScan: string
}

export function readCommon(form: HTMLFormElement): CommonInput & { regionId: string } {
  return {
    regionId: formText(form, 'regionId'),
    cityId: formText(form, 'cityId'),
    phone: readPhone(form, 'phone').value,
    email: formText(form, 'email'),
    licenceNumber: formText(form, 'licenceNumber'),
    licenceExpiresOn: formText(form, 'licenceExpiresOn'),
    licenceTypeIds: formValues(form, 'licenceTypeIds'),
  }
}

/** The scans chosen in the form, in the order of `controls`. */
export function readScans<T extends ClientDocumentType>(
  form: HTMLFormElement,
  controls: readonly ScanControl<T>[],
): ChosenScan<T>[] {
  return controls.flatMap((scan) => {
    const file = formFile(form, scan.control)
    return file ? [{ ...scan, file }] : []
  })
}

/**
 * The page's checks (spec §5): every text, date and choice filled; the phone's eight digits;
 * expiry dates not in the past; at least one licence type; each scan while no data exists yet.
 */
export function checkClientData<F extends string>(
  values: Partial<Record<F, string>> & { phone: string; licenceTypeIds: string[] },
  options: {
    form: HTMLFormElement
    required: readonly F[]
    dates: readonly F[]
    scans: readonly ScanControl[]
    chosen: readonly ChosenScan<ClientDocumentType>[]
    firstSave: boolean
    texts: CheckTexts
  },
): FieldErrors<F | 'licenceTypeIds' | 'phone' | string> {
  const { form, texts } = options
  const problems: FieldErrors<string> = missingFields(values, options.required, texts.required)
  if (!values.phone && readPhone(form, 'phone').typed) problems.phone = texts.phone
  if (values.licenceTypeIds.length === 0) problems.licenceTypeIds = texts.noLicenceType
  const today = todayIso()
  for (const field of options.dates) {
    const value = values[field]
    if (value && dateOutOfRange(value, { min: today })) problems[field] = texts.past
  }
  if (options.firstSave) {
    for (const scan of options.scans) {
      if (!options.chosen.some((chosen) => chosen.control === scan.control)) {
        problems[scan.control] = texts.noScan
      }
    }
  }
  return problems
}

/**
 * The gateway names a refused scan by its place in `documents` (`["documents", "1"]`); the form
 * knows which file input sent it. Other problems keep their field.
 */
export function scanErrorsPlaced(
  userErrors: readonly UserErrorLike[],
  chosen: readonly ScanControl[],
): UserErrorLike[] {
  return userErrors.map((error) => {
    const path = typeof error.field === 'string' ? error.field.split('.') : (error.field ?? [])
    if (path[0] !== 'documents') return error
    // A problem of the documents as a whole (a type missing) stays for the popup.
    const scan = path[1] === undefined ? undefined : chosen[Number(path[1])]
    return scan ? { ...error, field: [scan.control] } : error
  })
}
