import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'

/**
 * Phone numbers as the portal asks for them (ADR 0083): a Turkmen number by default, shown with
 * the spec's mask `+993 XX XXXXXX`; another country's with `+` and its code, or typed as that
 * country's own people write it once the country is chosen ("8 916 123-45-67" in Russia). The
 * value sent is E.164. Turkmen numbers follow the API's rule, +993 and eight digits; others are
 * checked by libphonenumber (its small metadata here; the API checks again with the full one).
 */

export type { CountryCode }
export const HOME_COUNTRY: CountryCode = 'TM'
export const TURKMEN_PREFIX = '+993'
const TURKMEN_CODE = '993'
const TURKMEN_DIGITS = 8

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The spec's mask as far as typed: `+993 6X XXXXXX`. */
function turkmenMask(national: string): string {
  const digits = national.slice(0, TURKMEN_DIGITS)
  if (digits.length === 0) return `${TURKMEN_PREFIX} `
  const operator = digits.slice(0, 2)
  const subscriber = digits.slice(2)
  return subscriber
    ? `${TURKMEN_PREFIX} ${operator} ${subscriber}`
    : `${TURKMEN_PREFIX} ${operator}`
}

/**
 * The national digits of a Turkmen number from what was typed after +993, or without any code:
 * 993 pasted without its plus sign goes, and so does the trunk prefix 8 (no Turkmen number
 * starts with 8: "8 65 123456" is +993 65 123456).
 */
function turkmenDigits(digits: string, withCode: boolean): string {
  let national = digits
  if (!withCode && national.startsWith(TURKMEN_CODE) && national.length > TURKMEN_DIGITS) {
    national = national.slice(TURKMEN_CODE.length)
  }
  if (national.startsWith('8')) national = national.slice(1)
  return national.slice(0, TURKMEN_DIGITS)
}

/** The countries of a calling code ("7": Russia, Kazakhstan), in libphonenumber's order. */
function countriesOfCode(code: string): CountryCode[] {
  return getCountries().filter((country) => getCountryCallingCode(country) === code)
}

export type TypedPhone = { text: string; country: CountryCode }

/**
 * Digits typed in front of the offered `+993 ` (the caret stood at the start when the field was
 * entered, as a script or some keyboards leave it) belong after it: "6+993 " is "+993 6"; a `+`
 * typed there replaces it.
 */
function offeredCodeFirst(typed: string): string {
  const offered = `${TURKMEN_PREFIX} `
  const at = typed.indexOf(offered)
  if (at <= 0) return typed
  const before = typed.slice(0, at)
  const after = typed.slice(at + offered.length)
  // A + typed there starts another country's number: the offered code gives way.
  if (before.includes('+')) return `${before}${after}`
  if (!/\d/.test(before)) return typed
  return `${offered}${before}${after}`
}

/**
 * What the input shows for what was typed, and the country it is of. A `+` typed anywhere starts
 * an international number (typing `+7` after the offered `+993 ` replaces it); without one the
 * number is of the chosen country.
 */
export function formatPhone(input: string, country: CountryCode): TypedPhone {
  const typed = offeredCodeFirst(input)
  const plus = typed.lastIndexOf('+')
  if (plus === -1) {
    const digits = digitsOf(typed)
    if (country === HOME_COUNTRY) {
      return { text: digits ? turkmenMask(turkmenDigits(digits, false)) : '', country }
    }
    return { text: new AsYouType(country).input(typed.replace(/[^\d ()-]/g, '')), country }
  }
  const digits = digitsOf(typed.slice(plus)).slice(0, 17)
  if (digits.startsWith(TURKMEN_CODE)) {
    return {
      text: turkmenMask(turkmenDigits(digits.slice(TURKMEN_CODE.length), true)),
      country: HOME_COUNTRY,
    }
  }
  const formatter = new AsYouType()
  const text = formatter.input(`+${digits}`)
  const code = formatter.getCallingCode()
  const candidates = code ? countriesOfCode(code) : []
  // "+7" is Russia's and Kazakhstan's: the chosen one stays while the digits do not tell.
  const detected =
    formatter.getCountry() ?? (candidates.includes(country) ? country : candidates[0])
  return { text, country: detected ?? country }
}

/** The number in E.164 to send, or '' when what was typed is not a whole number. */
export function phoneValue(text: string, country: CountryCode = HOME_COUNTRY): string {
  if (!text.trim()) return ''
  const international = text.includes('+')
  const digits = digitsOf(text)
  if (international ? digits.startsWith(TURKMEN_CODE) : country === HOME_COUNTRY) {
    // The API's rule: +993 and eight digits; written without a plus, 993 or the trunk 8 first.
    const national = (international ? /^993(\d{8})$/ : /^(?:993|8)?(\d{8})$/).exec(digits)?.[1]
    return national ? `${TURKMEN_PREFIX}${national}` : ''
  }
  const parsed = parsePhoneNumberFromString(text, international ? undefined : country)
  return parsed?.isValid() ? parsed.number : ''
}

/** Whether anything beyond the offered `+993 ` was typed: a short number is then a problem. */
export function phoneTyped(text: string): boolean {
  const trimmed = text.trim()
  return trimmed !== TURKMEN_PREFIX && digitsOf(trimmed) !== ''
}

/** A stored number (E.164) as the input shows it, with its country. */
export function storedPhone(e164: string | null | undefined): TypedPhone {
  if (!e164) return { text: '', country: HOME_COUNTRY }
  if (e164.startsWith(TURKMEN_PREFIX)) {
    return { text: turkmenMask(digitsOf(e164).slice(TURKMEN_CODE.length)), country: HOME_COUNTRY }
  }
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return { text: e164, country: HOME_COUNTRY }
  const country = parsed.country ?? countriesOfCode(parsed.countryCallingCode)[0] ?? HOME_COUNTRY
  return { text: parsed.formatInternational(), country }
}

/** A stored number as people read it: `+993 65 123456`, `+7 916 123 45 67`. */
export const displayPhone = (e164: string): string => storedPhone(e164).text || e164

/** Every country with its calling code, for the field's choice. */
export const phoneCountries = (): { country: CountryCode; code: string }[] =>
  getCountries().map((country) => ({ country, code: getCountryCallingCode(country) }))
