/**
 * Turkmen where the browser's `Intl` has none. Chromium's ICU carries no Turkmen (`tk`) data for
 * relative times, numbers, country names or collation: asked for `tk`, it answers in English
 * ("5 minutes ago", "TMT 1,275.50", "Turkmenistan"). The helpers that show such text ask
 * `intlHasTurkmen` and, without it, write Turkmen as ICU's own `tk` data writes it (Node and
 * Firefox have it), so a Turkmen page reads the same in every browser.
 */

export type IntlService = 'Collator' | 'DisplayNames' | 'NumberFormat' | 'RelativeTimeFormat'

/** The answer for each service's constructor (a test may stand another in for it). */
const known = new WeakMap<object, boolean>()

/** Whether this runtime's `Intl[service]` has Turkmen data (asked once per service). */
export function intlHasTurkmen(service: IntlService): boolean {
  const api: { supportedLocalesOf(locales: string[]): string[] } = Intl[service]
  let has = known.get(api)
  if (has === undefined) {
    has = api.supportedLocalesOf(['tk']).length > 0
    known.set(api, has)
  }
  return has
}

/**
 * A number as Turkmen writes it, as ICU's `tk` does: thousands grouped by no-break spaces, a
 * decimal comma ("1 275,50"), `fractionDigits` decimals.
 */
export function turkmenNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0')
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`
}
