/** A `yyyy-mm` of the API (the month the enterprise was founded) as numbers, or null. */
export function parseYearMonth(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? { year, month } : null
}

/** Whole years from a month (`month` 1–12) to `today`: the years the enterprise has worked. */
export function yearsSince(from: { year: number; month: number }, today: Date): number {
  const months = (today.getFullYear() - from.year) * 12 + (today.getMonth() + 1 - from.month)
  return Math.max(0, Math.floor(months / 12))
}
