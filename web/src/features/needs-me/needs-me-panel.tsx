import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { getFragmentData } from '../../gql'
import type { NeedsMe_ListFragment } from '../../gql/graphql'
import { refusalOf } from '../../lib/refusal'
import { useMarkAnswersSeen } from './api/mark-answers-seen'
import { NeedsMe_list, useNeedsMe } from './api/needs-me'
import styles from './needs-me.module.css'
import {
  type Answer,
  AnswerRow,
  type Expiring,
  ExpiringRow,
  type PayButton,
  type PermitToPay,
  PermitToPayRow,
} from './needs-me-items'
import { needsMePaths } from './needs-me-paths'

type Item = NeedsMe_ListFragment['items'][number]
const isToPay = (item: Item): item is PermitToPay => item.__typename === 'PermitToPay'
const isAnswer = (item: Item): item is Answer =>
  item.__typename === 'AnsweredPermit' || item.__typename === 'AnsweredRequest'
const isExpiring = (item: Item): item is Expiring => item.__typename === 'ExpiringDocument'

/**
 * "What needs me?" (ADR 0090): the cabinet's first answer to a signed-in haulier. E-permits to
 * pay, answers since they were last marked seen, and documents out of date or expiring soon,
 * each with its action; or, when nothing needs the haulier, a plain sentence and where to start.
 */
export function NeedsMePanel({ PayButton }: { PayButton: PayButton }) {
  const { t } = useLingui()
  const { data, error } = useNeedsMe()
  const list = data?.needsMe ? getFragmentData(NeedsMe_list, data.needsMe) : undefined
  return (
    <section className={styles.panel} aria-labelledby="needs-me-title">
      <h2 id="needs-me-title" className={styles.title}>
        {t`What needs you`}
      </h2>
      {list && !error ? (
        <NeedsMeList list={list} PayButton={PayButton} />
      ) : refusalOf(error) ? (
        // A person removed or suspended from every company of theirs: the gateway says FORBIDDEN.
        <p className={styles.notice}>
          {t`You are not an active member of any company now, so no company's work waits for you.`}{' '}
          <Link to={needsMePaths.team}>{t`See your memberships`}</Link>
        </p>
      ) : (
        <p className={styles.notice} role="alert">
          {t`We could not check what needs you. Please try again later.`}
        </p>
      )}
    </section>
  )
}

function NeedsMeList({ list, PayButton }: { list: NeedsMe_ListFragment; PayButton: PayButton }) {
  const { t } = useLingui()
  const { markSeen, marking } = useMarkAnswersSeen()
  const toPay = list.items.filter(isToPay)
  const answers = list.items.filter(isAnswer)
  const expiring = list.items.filter(isExpiring)
  const days = list.expiringWithinDays
  if (toPay.length + answers.length + expiring.length === 0) {
    return <NothingNeedsYou days={list.expiringWithinDays} />
  }
  return (
    <div className={styles.groups}>
      {toPay.length > 0 && (
        <Group id="needs-me-pay" title={t`E-permits to pay`}>
          {toPay.map((item) => (
            <PermitToPayRow key={item.key} item={item} PayButton={PayButton} />
          ))}
        </Group>
      )}
      {answers.length > 0 && (
        <Group
          id="needs-me-answers"
          title={t`Answers to your requests`}
          action={
            <button
              type="button"
              className="button button--ghost"
              disabled={marking}
              onClick={markSeen}
            >
              {t`Mark answers as seen`}
            </button>
          }
        >
          {answers.map((item) => (
            <AnswerRow key={item.key} item={item} />
          ))}
        </Group>
      )}
      {expiring.length > 0 && (
        <Group
          id="needs-me-expiring"
          title={t`Documents to renew`}
          hint={t`Out of date, or valid for ${days} days or less.`}
        >
          {expiring.map((item) => (
            <ExpiringRow key={item.key} item={item} />
          ))}
        </Group>
      )}
    </div>
  )
}

function Group({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string
  title: string
  hint?: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <div className={styles.groupHeading}>
        <h3 id={id} className={styles.groupTitle}>
          {title}
        </h3>
        {action}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ul className={styles.items}>{children}</ul>
    </section>
  )
}

function NothingNeedsYou({ days }: { days: number }) {
  const { t } = useLingui()
  return (
    <div className={styles.clear}>
      <p className={styles.clearText}>{t`Nothing needs you right now.`}</p>
      <p className={styles.hint}>
        {t`No e-permits to pay, no new answers to your requests, and no documents expiring within ${days} days.`}
      </p>
      <ul className={styles.nextActions} aria-label={t`What you can do next`}>
        <li>
          <Link to={needsMePaths.newPermit}>{t`Request an e-permit`}</Link>
        </li>
        <li>
          <Link to={needsMePaths.loadingPermission}>{t`File a loading permission`}</Link>
        </li>
        <li>
          <Link to={needsMePaths.onlineApplication}>{t`Send an online application`}</Link>
        </li>
      </ul>
    </div>
  )
}
