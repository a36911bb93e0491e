import { intlHasTurkmen, turkmenNumber } from './turkmen'

/**
 * Dates as the portal shows them: `dd.mm.yyyy`. A `Date` of the API (`yyyy-mm-dd`) is a calendar
 * day and is shown as it is; a `DateTime` (an instant) is shown as its day in Ashgabat (UTC+5
 * all year, no daylight saving), where the enterprise works, whatever the reader's clock says.
 */
const ASHGABAT_OFFSET_MS = 5 * 60 * 60 * 1000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day an instant falls on in Ashgabat, as ISO (`yyyy-mm-dd`). */
export function ashgabatDay(instant: Date): string {
  return new Date(instant.getTime() + ASHGABAT_OFFSET_MS).toISOString().slice(0, 10)
}

export function formatDay(value: string): string {
  const day = DAY.exec(value)
  if (day) return `${day[3]}.${day[2]}.${day[1]}`
  const instant = Date.parse(value)
  if (Number.isNaN(instant)) return ''
  const local = new Date(instant + ASHGABAT_OFFSET_MS)
  const dd = String(local.getUTCDate()).padStart(2, '0')
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}.${mm}.${local.getUTCFullYear()}`
}

/**
 * A day as a person types it into a date field, as ISO (`yyyy-mm-dd`), or null when it is not a
 * day of the calendar. The portal writes `dd.mm.yyyy`; a dot, a comma, a slash, a dash or a space
 * between the parts is taken, with or without leading zeros, eight digits alone (`ddmmyyyy`, as a
 * phone's digit keyboard types them), and an ISO date as it is (pasted, or typed by a tool).
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim()
  const iso = DAY.exec(typed)
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : (
        /^(\d{1,2})\s*[.,/\s-]\s*(\d{1,2})\s*[.,/\s-]\s*(\d{4})$/.exec(typed) ??
        /^(\d{2})(\d{2})(\d{4})$/.exec(typed)
      )?.slice(1)
  if (!parts) return null
  const [day, month, year] = parts.map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null
  if (date.getUTCDate() !== day || year < 1900) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The `datetime` attribute of a `<time>` for the same value. */
export const machineDay = (value: string): string => {
  const shown = formatDay(value)
  return shown ? shown.split('.').reverse().join('-') : ''
}

const WAIT_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * How long ago `value` (a `DateTime`) was, in the reader's language ("3 hours ago"): the largest
 * whole unit of days, hours and minutes; "now" under a minute. `intlLocale` is Intl's name of the
 * language (`tk` for Turkmen). A browser without Turkmen relative times (Chromium) gets the
 * Turkmen of `turkmenAgo` instead of Intl's English.
 */
export function formatAgo(value: string, intlLocale: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(value))
  if (intlLocale === 'tk' && !intlHasTurkmen('RelativeTimeFormat')) return turkmenAgo(elapsed)
  const format = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' })
  for (const [unit, size] of WAIT_UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return format.format(0, 'second')
}

/** Turkmen for the units of `formatAgo`; a noun after a number keeps its singular. */
const TURKMEN_UNITS: Partial<Record<Intl.RelativeTimeFormatUnit, string>> = {
  day: 'gün',
  hour: 'sagat',
  minute: 'minut',
}

/**
 * `elapsed` milliseconds ago in Turkmen, as ICU's `tk` data with `numeric: 'auto'` says it:
 * "häzir", "1 minut öň", "2 sagat öň", "düýn", "3 gün öň".
 */
export function turkmenAgo(elapsed: number): string {
  for (const [unit, size] of WAIT_UNITS) {
    if (elapsed < size) continue
    const count = Math.floor(elapsed / size)
    if (unit === 'day' && count === 1) return 'düýn'
    return `${turkmenNumber(count)} ${TURKMEN_UNITS[unit]} öň`
  }
  return 'häzir'
}

/** A `DateTime` as its day and time in Ashgabat: `dd.mm.yyyy hh:mm`. */
export function formatDayTime(value: string): string {
  const instant = Date.parse(value)
  if (Number.isNaN(instant)) return ''
  const local = new Date(instant + ASHGABAT_OFFSET_MS)
  const hh = String(local.getUTCHours()).padStart(2, '0')
  const mi = String(local.getUTCMinutes()).padStart(2, '0')
  return `${formatDay(value)} ${hh}:${mi}`
}

/**
 * When something happened, for a timeline: the day and time in Ashgabat, where the enterprise
 * works and answers (ADR 0084), and for a reader whose own clock is elsewhere (a foreign haulier)
 * the zone, named in the reader's language ("25.11.2026 01:30 GMT+5"). `readerOffset` is the
 * reader's `getTimezoneOffset()` in minutes (Ashgabat's is -300).
 */
export function formatEventTime(
  value: string,
  intlLocale: string,
  readerOffset = new Date(Date.parse(value)).getTimezoneOffset(),
): string {
  const shown = formatDayTime(value)
  if (!shown || readerOffset === -ASHGABAT_OFFSET_MS / 60_000) return shown
  const zone = new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'Asia/Ashgabat',
    timeZoneName: 'short',
  })
    .formatToParts(Date.parse(value))
    .find((part) => part.type === 'timeZoneName')?.value
  return `${shown} ${zone ?? 'UTC+5'}`
}

/**
 * The day the hint gives as an example: 27 March of next year, or, for a field whose days end
 * before it (a card's day of issue, not in the future), of the year before its last day, so that
 * typing the example is never refused.
 */
export function exampleDay(min?: string, max?: string, now = new Date()): string {
  const ahead = `${now.getFullYear() + 1}-03-27`
  if (!max || ahead <= max) return ahead
  const before = `${Number(max.slice(0, 4)) - 1}-03-27`
  return min && before < min ? max : before
}
