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

/**
 * Turkmen's alphabet, with the Latin letters it does not use where the Latin alphabet puts them,
 * as ICU's `tk` collation orders letters: Ç after C, Ä after E, Ž after J, Ň after N, Ö after O,
 * Ş after S, Ü after U, Ý after Y.
 */
const ALPHABET = [...'abcçdeäfghijžklmnňoöpqrsştuüvwxyýz']

/** Each character's place for sorting: spaces and marks first, then digits, then letters. */
function turkmenRank(character: string): number {
  const letter = ALPHABET.indexOf(character)
  if (letter !== -1) return 100 + letter
  const base = character.normalize('NFD').charAt(0)
  if (base !== character) return turkmenRank(base)
  if (/\d/.test(character)) return 50 + Number(character)
  return /\p{L}/u.test(character) ? 200 + (character.codePointAt(0) ?? 0) : 0
}

/**
 * Compares two names in Turkmen alphabetical order, for a browser whose `Intl.Collator` has no
 * Turkmen (Chromium sorts Özbegistan among the O's, Şweýsariýa among the S's): letters by the
 * alphabet, case and accents only after.
 */
export function turkmenCompare(a: string, b: string): number {
  const left = [...a.toLowerCase()].map(turkmenRank)
  const right = [...b.toLowerCase()].map(turkmenRank)
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] as number) - (right[index] as number)
    if (difference !== 0) return difference
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0)
}
