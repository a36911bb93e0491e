import { useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import { ForWriters } from '../../components/for-writers'
import type { NeedsMe_ListFragment } from '../../gql/graphql'
import { formatDay } from '../../lib/dates'
import { useLocalized } from '../../lib/localized'
import { formatMoney } from '../../lib/money'
import styles from './needs-me.module.css'
import { needsMePaths } from './needs-me-paths'
import { clientDocumentWords, requestWords } from './needs-me-words'

type Item = NeedsMe_ListFragment['items'][number]
export type PermitToPay = Extract<Item, { __typename: 'PermitToPay' }>
export type Answer = Extract<Item, { __typename: 'AnsweredPermit' | 'AnsweredRequest' }>
export type Expiring = Extract<Item, { __typename: 'ExpiringDocument' }>

/** The Pay button: the e-permits feature's, passed in by the cabinet's route. */
export type PayButton = ComponentType<{ permitId: string }>

/** One line of the list: what it is, where it stands, and the actions beside it. */
function Row({
  title,
  state,
  tone,
  detail,
  children,
}: {
  title: string
  state: string
  tone: 'action' | 'good' | 'bad' | 'warning'
  detail?: ReactNode
  children: ReactNode
}) {
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{title}</p>
        <p className={styles.itemDetail}>
          <strong className={styles.tag} data-tone={tone}>
            {state}
          </strong>
          {detail && <> {detail}</>}
        </p>
      </div>
      <div className={styles.itemActions}>{children}</div>
    </li>
  )
}

/** "View", named for a screen reader by what it opens (a list has many). */
function ViewLink({ to, what }: { to: string; what: string }) {
  const { t } = useLingui()
  return (
    <Link to={to} className="button button--ghost">
      {t`View`}
      <span className="visually-hidden"> {what}</span>
    </Link>
  )
}

export function PermitToPayRow({ item, PayButton }: { item: PermitToPay; PayButton: PayButton }) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const country = localized(item.country.name)
  const price = formatMoney(item.price, i18n.locale)
  const departure = formatDay(item.departureOn)
  const id = item.permitId
  return (
    <Row
      title={t`E-permit No. ${id} to ${country}`}
      state={t`To pay`}
      tone="action"
      detail={t`${price}, departure ${departure}`}
    >
      <PayButton permitId={item.permitId} />
      <ViewLink to={needsMePaths.permit(item.permitId)} what={t`E-permit No. ${id}`} />
    </Row>
  )
}

export function AnswerRow({ item }: { item: Answer }) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const day = formatDay(item.answeredAt)
  const answered = t`Answered on ${day}.`
  if (item.__typename === 'AnsweredRequest') {
    const kind = i18n._(requestWords[item.model])
    const accepted = item.requestStatus === 'ACCEPTED'
    const number = item.number
    const why = item.operatorNote
    const words = why ? ` ${accepted ? t`The operator’s note: ${why}` : t`Reason: ${why}`}` : ''
    return (
      <Row
        title={t`${kind} No. ${number}`}
        state={accepted ? t`Accepted` : t`Declined`}
        tone={accepted ? 'good' : 'bad'}
        detail={`${answered}${words}`}
      >
        <ViewLink to={needsMePaths.request(item.model, number)} what={t`${kind} No. ${number}`} />
      </Row>
    )
  }
  const country = localized(item.country.name)
  const rejected = item.permitStatus === 'REJECTED'
  const why = item.rejectionReason
  const reason = rejected && why ? ` ${t`Reason: ${why}`}` : ''
  const id = item.permitId
  return (
    <Row
      title={t`E-permit No. ${id} to ${country}`}
      state={rejected ? t`Rejected` : t`Successful`}
      tone={rejected ? 'bad' : 'good'}
      detail={`${answered}${reason}`}
    >
      <ViewLink to={needsMePaths.permit(id)} what={t`E-permit No. ${id}`} />
      {rejected && (
        <ForWriters>
          <Link to={needsMePaths.repeatPermit(id)} className="button button--ghost">
            {t`Repeat`}
            <span className="visually-hidden"> {t`E-permit No. ${id}`}</span>
          </Link>
        </ForWriters>
      )}
    </Row>
  )
}

/** What an expiring document is called, and where the haulier puts it right. */
function useExpiringParts(item: Expiring): { title: string; action: string; to: string } | null {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const id = item.subjectId ?? ''
  const kind = item.clientKind
  const whose = kind === 'LEGAL_ENTITY' ? t`legal entity data` : t`individual data`
  const driver = item.name ?? ''
  const number = item.name ?? ''
  switch (item.document) {
    case 'DRIVING_LICENCE':
      if (!kind) return null
      return {
        title: t`Driving licence of ${driver}`,
        action: t`Edit the driver`,
        to: needsMePaths.driver(kind, id),
      }
    case 'CLIENT_LICENCE':
    case 'PATENT':
    case 'STATE_REGISTER': {
      const words = clientDocumentWords[item.document]
      if (!kind || !words) return null
      const name = i18n._(words)
      return {
        title: t`${name} (${whose})`,
        action: t`Edit the data`,
        to: needsMePaths.clientData(kind),
      }
    }
    case 'CERTIFICATE':
      return { title: t`Certificate`, action: t`Open the profile`, to: needsMePaths.profile }
    case 'E_PERMIT': {
      const country = item.destination ? localized(item.destination.name) : ''
      return {
        title: t`E-permit No. ${id} to ${country}`,
        action: t`View`,
        to: needsMePaths.permit(id),
      }
    }
    case 'LOADING_PERMISSION':
    case 'UNLOADING_PERMISSION': {
      const kind = i18n._(requestWords[item.document])
      return {
        title: t`${kind} No. ${number}`,
        action: t`View`,
        to: needsMePaths.request(item.document, number),
      }
    }
    default:
      return null
  }
}

export function ExpiringRow({ item }: { item: Expiring }) {
  const { t } = useLingui()
  const parts = useExpiringParts(item)
  if (!parts) return null
  const day = formatDay(item.expiresOn)
  const expired = item.daysLeft < 0
  return (
    <Row
      title={parts.title}
      state={expired ? t`Expired` : t`Expires soon`}
      tone={expired ? 'bad' : 'warning'}
      detail={expired ? t`Expired on ${day}.` : t`Valid until ${day}.`}
    >
      <Link to={parts.to} className="button button--ghost">
        {parts.action}
        <span className="visually-hidden"> {parts.title}</span>
      </Link>
    </Row>
  )
}
