import { useLingui } from '@lingui/react/macro'
import { LoadFailure } from '../../components/load-failure'
import { LoadingOverlay } from '../../components/loading-overlay'
import { getFragmentData } from '../../gql'
import type { Inbox_InboxFragment } from '../../gql/graphql'
import { formatDay, formatDayTime } from '../../lib/dates'
import { Inbox_inbox, useInbox } from './api/inbox'
import { useMarkNoticeRead } from './api/mark-notice-read'
import styles from './inbox.module.css'
import { documentWords } from './notice-words'

type Notice = Inbox_InboxFragment['notices'][number]

/**
 * The inbox tab (ADR 0105): the newest notices, newest first, the unread ones marked and each
 * with its "Mark as read". Marking answers the inbox after it, so the list and the side menu's
 * count change with no second request. (The cabinet gives the tab's title.)
 */
export function InboxTab({ title }: { title: string }) {
  const { t } = useLingui()
  const { data, error, loading } = useInbox()
  const inbox = data?.inbox ? getFragmentData(Inbox_inbox, data.inbox) : null
  return (
    <section className={styles.tab} aria-labelledby="inbox-title">
      <h1 id="inbox-title" className={styles.title}>
        {title}
      </h1>
      {inbox ? (
        inbox.notices.length === 0 ? (
          <p className={styles.lead}>
            {t`No notices yet. We write here, and by e-mail, 30, 7 and 1 days before a document expires.`}
          </p>
        ) : (
          <ul className={styles.items} aria-label={t`Notices`}>
            {inbox.notices.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </ul>
        )
      ) : loading ? (
        <LoadingOverlay />
      ) : (
        error && (
          <LoadFailure
            error={error}
            failed={t`Your notices could not be loaded. Please try again later.`}
            className={styles.notice}
          />
        )
      )}
    </section>
  )
}

function NoticeRow({ notice }: { notice: Notice }) {
  const { t, i18n } = useLingui()
  const { markRead, marking } = useMarkNoticeRead()
  const what = i18n._(documentWords[notice.document])
  const title = notice.name ? `${what}: ${notice.name}` : what
  const day = formatDay(notice.expiresOn)
  const days = notice.daysBefore
  const sent = formatDayTime(notice.createdAt)
  const unread = notice.readAt === null
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{title}</p>
        <p className={styles.itemDetail}>
          {unread && <strong className={styles.state}>{t`Unread`} · </strong>}
          {t`Valid until ${day}. Days left: ${days}.`} {t`Sent ${sent}.`}
        </p>
      </div>
      {unread && (
        <div>
          <button
            type="button"
            className="button button--ghost"
            disabled={marking}
            onClick={() => markRead(notice.id)}
          >
            {t`Mark as read`}
            <span className="visually-hidden"> {title}</span>
          </button>
        </div>
      )}
    </li>
  )
}
