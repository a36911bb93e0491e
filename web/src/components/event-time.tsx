import { formatEventTime } from '../lib/dates'
import { intlLocale } from '../lib/locales'
import { useLocale } from '../lib/localized'

/** When a step of a timeline happened: its day and time in Ashgabat (lib/dates.ts). */
export function EventTime({ value }: { value: string }) {
  const locale = intlLocale(useLocale())
  return <time dateTime={value}>{formatEventTime(value, locale)}</time>
}
