import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { getFragmentData } from '../../gql'
import { Inbox_inbox, useInboxSuspense } from './api/inbox'
import styles from './inbox.module.css'
import { inboxPath } from './inbox-paths'

/**
 * The first tab's line about unread reminders (ADR 0105), leading to the inbox; nothing when
 * all are read. It suspends with what needs the haulier, so the tiles never move down under it.
 */
export function InboxLine() {
  const { t } = useLingui()
  const { data } = useInboxSuspense()
  const inbox = data?.inbox ? getFragmentData(Inbox_inbox, data.inbox) : null
  const unread = inbox?.unread ?? 0
  if (unread === 0) return null
  return (
    <p className={styles.line}>
      <span>{t`Unread reminders: ${unread}.`}</span>
      <Link to={inboxPath}>{t`Open the inbox`}</Link>
    </p>
  )
}
