import { useLingui } from '@lingui/react/macro'
import styles from './contacts.module.css'
import { DAY_NAMES } from './day-names'
import { parseDays } from './working-days'

type Hours = { days: string; opensAt: string; closesAt: string }

/** The enterprise's working hours, one row a span of days: "Monday – Friday  09:00–18:00". */
export function WorkingHoursList({ hours }: { hours: Hours[] }) {
  const { i18n } = useLingui()
  const daysLabel = (days: string) => {
    const parsed = parseDays(days)
    if (!parsed) return days
    const first = i18n._(DAY_NAMES[parsed.first])
    return parsed.last ? `${first} – ${i18n._(DAY_NAMES[parsed.last])}` : first
  }
  return (
    <dl className={styles.hours}>
      {hours.map((row) => (
        <div key={row.days} className={styles.hoursRow}>
          <dt>{daysLabel(row.days)}</dt>
          <dd>
            <time dateTime={row.opensAt}>{row.opensAt}</time>–
            <time dateTime={row.closesAt}>{row.closesAt}</time>
          </dd>
        </div>
      ))}
    </dl>
  )
}
