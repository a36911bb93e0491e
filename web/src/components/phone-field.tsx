import { useLingui } from '@lingui/react/macro'
import {
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'
import { intlLocale, isLocale } from '../lib/locales'
import { sortByName } from '../lib/names'
import {
  type CountryCode,
  formatPhone,
  HOME_COUNTRY,
  phoneCountries,
  phoneTyped,
  phoneValue,
  storedPhone,
  TURKMEN_PREFIX,
} from '../lib/phone'
import { regionNamer } from '../lib/regions'
import { Field, type InputProps } from './field'
import styles from './field.module.css'

type PhoneFieldProps = Omit<
  InputProps,
  'type' | 'inputMode' | 'value' | 'onChange' | 'defaultValue' | 'name'
> & {
  name: string
  label: ReactNode
  error?: string | undefined
  /** Replaces the field's own help (what a Turkmen and a foreign number look like). */
  hint?: ReactNode
  /** The stored number (E.164), shown masked. */
  defaultValue?: string | null | undefined
}

/** The name of the country choice beside a phone input named `name`. */
const countryName = (name: string) => `${name}Country`

/**
 * A phone input with the country it is of (ADR 0083): Turkmenistan first and chosen, its numbers
 * masked as `+993 XX XXXXXX` while typing; another country chosen, or `+` and its code typed (the
 * choice then follows), a number as that country writes it. Uncontrolled like the portal's other
 * inputs, so `form.reset()` clears it; read it with `readPhone(form, name)`.
 */
export function PhoneField({
  name,
  label,
  error,
  hint,
  required,
  defaultValue,
  onFocus,
  onBlur,
  placeholder,
  ...input
}: PhoneFieldProps) {
  const { t } = useLingui()
  const initial = storedPhone(defaultValue)
  const [country, setCountry] = useState<CountryCode>(initial.country)
  const inputRef = useRef<HTMLInputElement>(null)
  const options = usePhoneCountryOptions()

  // A reset form shows its first number again, and that number's country.
  useEffect(() => {
    const form = inputRef.current?.form
    const reset = () => setCountry(initial.country)
    form?.addEventListener('reset', reset)
    return () => form?.removeEventListener('reset', reset)
  }, [initial.country])

  const retype = (element: HTMLInputElement, typed: string, chosen: CountryCode) => {
    const next = formatPhone(typed, chosen)
    if (next.country !== chosen) setCountry(next.country)
    if (next.text === element.value) return
    const digitsBefore = digitsIn(typed.slice(0, element.selectionStart ?? typed.length))
    element.value = next.text
    const caret = caretAfterDigits(next.text, digitsBefore, typed, next.text)
    element.setSelectionRange(caret, caret)
  }

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.currentTarget.value as CountryCode
    setCountry(chosen)
    const element = inputRef.current
    if (!element) return
    // The digits typed after the old code are read again as a number of the new country.
    const national = element.value.startsWith('+') ? nationalPart(element.value) : element.value
    element.value = formatPhone(national, chosen).text
  }

  return (
    <Field
      label={label}
      error={error}
      hint={
        hint ??
        t`A Turkmen number: 8 digits after +993. Another country’s: choose the country, or type + and its code.`
      }
      required={required}
    >
      {(control) => (
        <div className={styles.phone}>
          <select
            name={countryName(name)}
            aria-label={t`Country of the phone number`}
            value={country}
            onChange={choose}
          >
            {options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </select>
          <input
            {...input}
            {...control}
            ref={inputRef}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={initial.text}
            placeholder={
              placeholder ?? (country === HOME_COUNTRY ? `${TURKMEN_PREFIX} 6X XXXXXX` : '')
            }
            onChange={(event) => retype(event.currentTarget, event.currentTarget.value, country)}
            onFocus={(event: FocusEvent<HTMLInputElement>) => {
              // A Turkmen number's code is given: the person types only its eight digits.
              if (!event.currentTarget.value && country === HOME_COUNTRY) {
                event.currentTarget.value = `${TURKMEN_PREFIX} `
              }
              onFocus?.(event)
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              const element = event.currentTarget
              if (!phoneTyped(element.value)) element.value = ''
              // A whole number typed the national way is shown as it is stored: with its code.
              const whole = phoneValue(element.value, country)
              if (whole && !element.value.includes('+')) element.value = storedPhone(whole).text
              onBlur?.(event)
            }}
          />
        </div>
      )}
    </Field>
  )
}

/** What a phone field holds: the number to send (E.164, or '') and whether anything was typed. */
export function readPhone(form: HTMLFormElement, name: string): { value: string; typed: boolean } {
  const data = new FormData(form)
  const text = String(data.get(name) ?? '')
  const country = String(data.get(countryName(name)) || HOME_COUNTRY) as CountryCode
  return { value: phoneValue(text, country), typed: phoneTyped(text) }
}

type PhoneCountryOption = { country: CountryCode; name: string; label: string }

/** Each language's list, made once: some 240 names, looked up and sorted. */
const optionsByLocale = new Map<string, PhoneCountryOption[]>()

/** The countries with their codes, named in the reader's language and in its order; ours first. */
function usePhoneCountryOptions(): PhoneCountryOption[] {
  const { i18n } = useLingui()
  const locale = intlLocale(isLocale(i18n.locale) ? i18n.locale : 'ru')
  let options = optionsByLocale.get(locale)
  if (!options) {
    const nameOf = regionNamer(locale)
    const named = phoneCountries().map(({ country, code }) => {
      const name = nameOf(country)
      return { country, name, label: `+${code} ${name}` }
    })
    const home = named.filter((option) => option.country === HOME_COUNTRY)
    const others = named.filter((option) => option.country !== HOME_COUNTRY)
    options = [...home, ...sortByName(others, locale)]
    optionsByLocale.set(locale, options)
  }
  return options
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length

/** The digits after the calling code of an international number, for another country's reading. */
function nationalPart(text: string): string {
  const digits = text.replace(/\D/g, '')
  const turkmen = text.replace(/\s/g, '').startsWith(TURKMEN_PREFIX)
  if (turkmen) return digits.slice(3)
  const [code = ''] = text.slice(1).trim().split(/\s/)
  return digits.slice(code.replace(/\D/g, '').length)
}

/**
 * Where the caret goes after a re-format: after as many digits as stood before it. The offered
 * `+993` counts only when the person typed it, so typing the first digit lands after it.
 */
function caretAfterDigits(shown: string, digitsBefore: number, typed: string, next: string) {
  const offered = next.startsWith(TURKMEN_PREFIX) && !typed.replace(/\s/g, '').startsWith('+993')
  let wanted = offered ? digitsBefore + 3 : digitsBefore
  let index = 0
  while (index < shown.length && wanted > 0) {
    if (/\d/.test(shown.charAt(index))) wanted -= 1
    index += 1
  }
  return Math.max(index, Math.min(shown.length, next.startsWith(TURKMEN_PREFIX) ? 5 : 1))
}

/** What to say under a phone field holding part of a number, in the reader's language. */
export function usePhoneProblem(): string {
  const { t } = useLingui()
  return t`Enter the whole number: 8 digits after +993, or another country’s number with + and its code.`
}
