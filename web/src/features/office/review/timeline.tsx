import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { EventTime } from '../../../components/event-time'
import type { StatusActor } from '../../../gql/graphql'
import styles from '../screens.module.css'
import { actorWords } from '../words'

type Event<S extends string> = {
  fromStatus?: S | null
  toStatus: S
  actor: StatusActor
  actorName?: string | null
  reason?: string | null
  changedAt: string
}

/** The whole timeline of an e-permit or a request: who, when, from, to, why; oldest first. */
export function Timeline<S extends string>({
  events,
  words,
}: {
  events: readonly Event<S>[]
  words: Record<S, MessageDescriptor>
}) {
  const { t, i18n } = useLingui()
  return (
    <section className={styles.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t`Timeline`}</h2>
      <ol className={styles.timeline}>
        {events.map((event) => (
          <li key={`${event.changedAt}:${event.toStatus}`}>
            <span>
              <EventTime value={event.changedAt} />
              {' · '}
              {event.actorName ?? i18n._(actorWords[event.actor])}
            </span>
            <span className={styles.status}>
              {event.fromStatus
                ? `${i18n._(words[event.fromStatus])} → ${i18n._(words[event.toStatus])}`
                : t`Filed: ${i18n._(words[event.toStatus])}`}
            </span>
            {event.reason && <p className={styles.reason}>{event.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
