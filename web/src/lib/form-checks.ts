/**
 * Checks a form makes before sending, beside `missingFields` (lib/form-errors): only what the
 * page can be sure of. Each answers whether there is a problem; the form words the message.
 */

import { ashgabatDay } from './dates'

/**
 * Today as `yyyy-mm-dd` in Ashgabat, as the API counts it: a date field's `min` for "not in the
 * past". The visitor's own calendar would let through, late in a European evening, a day the API
 * already calls yesterday.
 */
export function todayIso(now: Date = new Date()): string {
  return ashgabatDay(now)
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Whether an ISO date (`yyyy-mm-dd`, as a date field gives it) lies before `min` or after `max`.
 * ISO dates compare as text; an empty value is not out of range (required is checked apart), nor
 * a text that is no day (the date field says that itself), nor against a bound that is no day.
 */
export function dateOutOfRange(value: string, range: { min?: string; max?: string }): boolean {
  if (!ISO_DAY.test(value)) return false
  if (range.min && ISO_DAY.test(range.min) && value < range.min) return true
  return Boolean(range.max && ISO_DAY.test(range.max) && value > range.max)
}

/** The shortest password the API takes (its rule; it checks again). */
export const MIN_PASSWORD_LENGTH = 8

/**
 * What is wrong with a new password and its repetition, once each is typed (an empty one is told
 * as missing): too short, or the two differ. Both at once, as every form tells its problems.
 */
export function newPasswordProblems(password: string, repeated: string) {
  return {
    tooShort: password !== '' && password.length < MIN_PASSWORD_LENGTH,
    mismatch: password !== '' && repeated !== '' && password !== repeated,
  }
}
