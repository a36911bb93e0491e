/** How many days a loading or unloading permission is valid from the day it is filed. */
export const PERMISSION_VALIDITY_DAYS = 30

/** Calendar days are the enterprise's: Ashgabat time (UTC+5, no daylight saving). */
export const ENTERPRISE_TIME_ZONE = 'Asia/Ashgabat'

/** Today in the enterprise's time zone, as yyyy-mm-dd. */
export function enterpriseToday(now: Date = new Date()): string {
  // en-CA formats a date as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ENTERPRISE_TIME_ZONE }).format(now)
}

/** The last day a permission filed `now` is valid (yyyy-mm-dd). */
export function permissionValidUntil(now: Date = new Date()): string {
  const day = new Date(`${enterpriseToday(now)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + PERMISSION_VALIDITY_DAYS)
  return day.toISOString().slice(0, 10)
}
