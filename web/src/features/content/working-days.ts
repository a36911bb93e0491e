/** The days of the week as the API names them in `WorkingHours.days`. */
export const DAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type DayCode = (typeof DAY_CODES)[number]

const isDay = (value: string): value is DayCode => (DAY_CODES as readonly string[]).includes(value)

/**
 * `mon-fri` → a range from Monday to Friday, `sat` → Saturday alone; null for anything else
 * (the page then shows the API's text as it came, rather than guess).
 */
export function parseDays(days: string): { first: DayCode; last: DayCode | null } | null {
  const [first, last, ...more] = days.trim().toLowerCase().split('-')
  if (!first || !isDay(first) || more.length > 0) return null
  if (last === undefined) return { first, last: null }
  return isDay(last) ? { first, last } : null
}
