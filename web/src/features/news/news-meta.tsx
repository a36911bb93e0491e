import { Plural } from '@lingui/react/macro'
import { formatDay, machineDay } from '../../lib/dates'
import { CalendarIcon, EyeIcon } from './icons'
import styles from './news-meta.module.css'

/** A news item's publication day (dd.mm.yyyy) and how many times it was read. */
export function NewsMeta({
  publishedAt,
  views,
  className = '',
}: {
  publishedAt: string
  views: number
  className?: string
}) {
  return (
    <p className={`${styles.meta} ${className}`}>
      <span className={styles.part}>
        <CalendarIcon />
        <time dateTime={machineDay(publishedAt)}>{formatDay(publishedAt)}</time>
      </span>
      <span className={styles.part}>
        <EyeIcon />
        <span aria-hidden="true">{views}</span>
        <span className="visually-hidden">
          <Plural value={views} one="# view" other="# views" />
        </span>
      </span>
    </p>
  )
}
