/**
 * Checks a form makes before sending, beside `missingFields` (lib/form-errors): only what the
 * page can be sure of. Each answers whether there is a problem; the form words the message.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** Today as `yyyy-mm-dd` on the visitor's calendar: a date input's `min` for "not in the past". */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Whether an ISO date (`yyyy-mm-dd`, as a date input gives it) lies before `min` or after `max`.
 * ISO dates compare as text; an empty value is not out of range (required is checked apart).
 */
export function dateOutOfRange(value: string, range: { min?: string; max?: string }): boolean {
  if (!value) return false
  if (range.min && value < range.min) return true
  return Boolean(range.max && value > range.max)
}
