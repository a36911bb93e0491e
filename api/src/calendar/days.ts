/**
 * Calendar days of the enterprise: Ashgabat time (UTC+5, no daylight saving), where hauliers fill
 * in their forms — a card issued this morning in Ashgabat is not "in the future" because UTC is
 * still on yesterday. Days travel as ISO yyyy-mm-dd.
 */
export const ENTERPRISE_TIME_ZONE = 'Asia/Ashgabat'

// en-CA formats a date as yyyy-mm-dd.
const ENTERPRISE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: ENTERPRISE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Ashgabat, as yyyy-mm-dd. */
export function enterpriseToday(now: Date = new Date()): string {
  return ENTERPRISE_DAY.format(now)
}

/** The day `days` after the yyyy-mm-dd `day`, as yyyy-mm-dd. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The instant an Ashgabat day (yyyy-mm-dd) begins: UTC+5 all year round. */
export function enterpriseDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`)
}

/** A yyyy-mm-dd day as the portal shows dates to people: dd.mm.yyyy. */
export const shownDay = (day: string) => day.split('-').reverse().join('.')
