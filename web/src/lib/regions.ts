import type { CountryCode } from './phone'
import { intlHasTurkmen } from './turkmen'
import { TURKMEN_REGIONS } from './turkmen-regions'

/**
 * A function naming a country (`TM`) in `intlLocale` (`tk` for Turkmen) by `Intl.DisplayNames`;
 * in Turkmen, by CLDR's Turkmen names kept in the web when the browser has none (Chromium would
 * say "Turkmenistan"). A code Intl cannot name stays a code.
 */
export function regionNamer(intlLocale: string): (country: CountryCode) => string {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region' })
  const intl = (country: CountryCode) => names.of(country) ?? country
  if (intlLocale !== 'tk' || intlHasTurkmen('DisplayNames')) return intl
  return (country) => TURKMEN_REGIONS[country] ?? intl(country)
}
