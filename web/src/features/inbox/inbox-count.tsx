import { useLingui } from '@lingui/react/macro'
import { getFragmentData } from '../../gql'
import { Inbox_inbox, useInboxCount } from './api/inbox'
import styles from './inbox.module.css'

/** The side menu's count of unread notices, beside "Inbox"; nothing when none is unread. */
export function InboxCount() {
  const { t } = useLingui()
  const { data } = useInboxCount()
  const inbox = data?.inbox ? getFragmentData(Inbox_inbox, data.inbox) : null
  const unread = inbox?.unread ?? 0
  if (unread === 0) return null
  return (
    <span className={styles.count} data-testid="inbox-count">
      {unread}
      <span className="visually-hidden"> {t`unread`}</span>
    </span>
  )
}
