import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * Phone numbers of any country, stored as E.164 (`+99365123456`, `+79161234567`); ADR 0083.
 *
 * A Turkmen number keeps the spec's rule: +993 and eight digits, whatever they are, so every
 * number stored before foreign ones were accepted stays valid. Written without a plus sign, a
 * number is Turkmen: its eight digits, with 993 before them, or with the trunk prefix 8 (no
 * Turkmen number starts with 8, so "8 65 123456" is +993 65 123456). Any other number is checked
 * by libphonenumber's full metadata and needs its country code ("+7 916 123-45-67").
 */

const TURKMEN_CODE = '993'
/** What an input mask or a person writes around the digits; a line break is not one of them. */
const SEPARATORS = /[ \u00A0\u202F()\-.]/g
const TURKMEN_NATIONAL = /^(?:993|8)?(\d{8})$/

/** The number in E.164, or null when it is not one. */
export function toE164(text: string): string | null {
  const compact = text.replace(SEPARATORS, '')
  if (!/^\+?\d{1,20}$/.test(compact)) return null
  if (!compact.startsWith('+')) {
    const national = TURKMEN_NATIONAL.exec(compact)
    return national ? `+${TURKMEN_CODE}${national[1]}` : null
  }
  if (compact.startsWith(`+${TURKMEN_CODE}`)) {
    return /^\+993\d{8}$/.test(compact) ? compact : null
  }
  const parsed = parsePhoneNumberFromString(compact)
  return parsed?.isValid() ? parsed.number : null
}

/** Whether the text is a phone number we accept (the schemas' `phone` format). */
export const isPhone = (value: string): boolean => toE164(value) !== null

/** The stored form of a phone the schema has accepted. */
export function normalizePhone(phone: string): string {
  const e164 = toE164(phone)
  if (e164 === null) throw new Error('normalizePhone: the schema let through a phone it refuses')
  return e164
}
