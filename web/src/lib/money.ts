import { intlLocale, isLocale } from './locales'
import { intlHasTurkmen, turkmenNumber } from './turkmen'

/**
 * Amounts of money in manat: the one home of how the web reads and writes them (ADR 0101).
 *
 * As people type them, read by one set of rules for every money field (ADR 0084): spaces group thousands ("1 500"), a comma or a point separates the tenge ("1 500,75",
 * "350.50"), at most two of them. A comma and a point together are a group and a decimal mark
 * ("1,500.75", "1.500,75"); one mark followed by three digits alone ("1,500") could be either and
 * is refused rather than guessed. The API takes the number with the same limit of two decimals
 * (api/src/http/money.ts).
 */

/** Every space a keyboard or a copied amount may group thousands with. */
const SPACES = /[\s\u00A0\u202F\u2009]/g

/** The amount in manat, or null when the text is not one. */
export function parseMoney(text: string): number | null {
  const compact = text.replace(SPACES, '')
  if (!/^\d([\d.,]*\d)?$/.test(compact)) return null
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  if (last === -1) return manat(compact, '')
  const mark = compact.charAt(last)
  const after = compact.length - last - 1
  if (after === 3) {
    // Three digits after the only mark: a thousand or one and a half? Asked, not guessed.
    const marks = compact.replace(/\d/g, '')
    return marks.length > 1 ? manat(groupedWhole(compact, mark), '') : null
  }
  if (after > 2) return null
  // The tenge after the last mark; before it, plain digits or groups by the other mark.
  const before = compact.slice(0, last)
  const whole = /^\d+$/.test(before) ? before : groupedWhole(before, mark === ',' ? '.' : ',')
  return manat(whole, compact.slice(last + 1))
}

/** The digits of a whole number grouped by threes with `mark` ("1,500,000"), or null. */
function groupedWhole(text: string, mark: string): string | null {
  const [head = '', ...rest] = text.split(mark)
  const grouped = /^\d{1,3}$/.test(head) && rest.length > 0 && rest.every((g) => /^\d{3}$/.test(g))
  return grouped ? [head, ...rest].join('') : null
}

function manat(whole: string | null, tenge: string): number | null {
  if (whole === null) return null
  const cents = Number(whole) * 100 + Number(tenge.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents / 100 : null
}

/**
 * An amount in manat as the reader's language writes money, with the currency's code (ASCII in
 * every language): "1 250,00 TMT" in Turkmen and Russian, "TMT 1,250.00" in English. A browser
 * whose Intl has no Turkmen numbers (Chromium: "TMT 1,250.00") gets the same Turkmen form, as
 * ICU's `tk` data writes it.
 */
export function formatMoney(amount: number, locale: string): string {
  const tag = isLocale(locale) ? intlLocale(locale) : locale
  if (tag === 'tk' && !intlHasTurkmen('NumberFormat')) return `${turkmenNumber(amount, 2)}\u00A0TMT`
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'TMT',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}
