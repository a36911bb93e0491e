import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { EventTime } from '../../components/event-time'
import type { CompanyActivity_PageFragment } from '../../gql/graphql'
import styles from './activity.module.css'
import { recordPath } from './activity-paths'
import { kindWords, recordWords } from './activity-words'

type ActivityItem = CompanyActivity_PageFragment['items'][number]

/** The log's entries, newest first: when, who, what, and to which record (a link to its page). */
export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <ActivityEntry key={item.id} item={item} />
      ))}
    </ol>
  )
}

function ActivityEntry({ item }: { item: ActivityItem }) {
  const { t, i18n } = useLingui()
  const who =
    item.member?.name ??
    (item.actor === 'PAYMENT_PROVIDER' ? t`The payment provider` : t`The enterprise's office`)
  const record = i18n._(recordWords[item.record.kind])
  const which = item.record.title
    ? `${record} ${item.record.title}`
    : t`${record} No. ${item.record.id}`
  const path = recordPath(item.record)
  return (
    <li className={styles.entry} data-kind={item.kind}>
      <p className={styles.what}>
        <span className={styles.kind}>{i18n._(kindWords[item.kind])}</span>
        {item.status && <span className={styles.status}>{item.status}</span>}
      </p>
      <p className={styles.record}>{path ? <Link to={path}>{which}</Link> : which}</p>
      <p className={styles.meta}>
        <span className={styles.who}>{who}</span>
        <EventTime value={item.at} />
      </p>
    </li>
  )
}
