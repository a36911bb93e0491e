import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { type FragmentType, getFragmentData, graphql } from '../gql'
import type { StatusActor, TimelineStatus } from '../gql/graphql'
import { EventTime } from './event-time'
import styles from './timeline.module.css'

/** What a timeline shows of each change of status; every timeline asks for these fields. */
export const Timeline_change = graphql(`
  fragment Timeline_change on StatusChange {
    fromStatus
    toStatus
    actor
    actorName
    member
    reason
    changedAt
  }
`)

type Props<S extends TimelineStatus> = {
  changes: readonly FragmentType<typeof Timeline_change>[]
  /** The words of the subject's statuses (an e-permit's or a request's). */
  statusWords: Record<S, MessageDescriptor>
  /** Who changed it, in the reader's terms ("You" in the cabinet, "The haulier" in the office). */
  actorWords: Record<StatusActor, MessageDescriptor>
  /** Where it came from too ("To pay → Paid"), as the office reads it; the cabinet shows the step. */
  showFrom?: boolean
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

/**
 * The one timeline of an e-permit or a request (ADR 0108), in the haulier's cards and table and on
 * the office's pages: when, who, the step, the company's member who took it, and why.
 */
export function Timeline<S extends TimelineStatus>({
  changes,
  statusWords,
  actorWords,
  showFrom = false,
  ...list
}: Props<S>) {
  const { t, i18n } = useLingui()
  const word = (status: TimelineStatus) =>
    status in statusWords ? i18n._(statusWords[status as S]) : status
  return (
    <ol className={styles.timeline} {...list}>
      {getFragmentData(Timeline_change, changes).map((change) => {
        // A member is named apart; an unnamed actor (an operator, the provider) by their name
        // where the reader may know it (the office), else by their part.
        const { member } = change
        const who = (member ? null : change.actorName) ?? i18n._(actorWords[change.actor])
        const step =
          showFrom && change.fromStatus
            ? `${word(change.fromStatus)} → ${word(change.toStatus)}`
            : word(change.toStatus)
        return (
          <li key={`${change.changedAt}:${change.toStatus}`}>
            <EventTime value={change.changedAt} /> {who}:{' '}
            <span className={styles.step}>{step}</span>
            {member && <span className={styles.member}> · {t`by ${member}`}</span>}
            {change.reason && <span className={styles.reason}> — {change.reason}</span>}
          </li>
        )
      })}
    </ol>
  )
}
