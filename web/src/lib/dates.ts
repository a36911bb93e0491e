/**
 * Dates as the portal shows them: `dd.mm.yyyy`. A `Date` of the API (`yyyy-mm-dd`) is a calendar
 * day and is shown as it is; a `DateTime` (an instant) is shown as its day in Ashgabat (UTC+5
 * all year, no daylight saving), where the enterprise works, whatever the reader's clock says.
 */
const ASHGABAT_OFFSET_MS = 5 * 60 * 60 * 1000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

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

/** The `datetime` attribute of a `<time>` for the same value. */
export const machineDay = (value: string): string => {
  const shown = formatDay(value)
  return shown ? shown.split('.').reverse().join('-') : ''
}
