import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { ForWriters } from '../../components/for-writers'
import { Timeline } from '../../components/timeline'
import type { PermitHistory_PermitFragment } from '../../gql/graphql'
import { formatDay, machineDay } from '../../lib/dates'
import { useLocalized } from '../../lib/localized'
import { formatMoney } from '../../lib/money'
import { permitStatusWords } from '../../lib/status-words'
import { permitPaths } from './permit-paths'
import { PermitReceipts } from './permit-receipts'
import { actorWords } from './permit-words'
import styles from './permits.module.css'

type Props = {
  permit: PermitHistory_PermitFragment
  onPay: (permit: PermitHistory_PermitFragment) => void
  paying: boolean
}

/** The ids of a card's heading and Pay button, where the focus lands after a payment. */
export const cardHeadingId = (permitId: string) => `permit-${permitId}`
export const payButtonId = (permitId: string) => `permit-${permitId}-pay`

/**
 * One e-permit of the history (spec §2): its id, country, dates and status in words; Pay while
 * it is to pay; its receipts once paid (and a refund's credit note); once issued, its PDF and the public page that verifies it; "Repeat" to request
 * the same trip again; its timeline on demand (who moved it when, and why when rejected).
 */
export function PermitCard({ permit, onPay, paying }: Props) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const [timelineShown, setTimelineShown] = useState(false)
  const headingId = cardHeadingId(permit.id)
  const timelineId = `permit-${permit.id}-timeline`
  const day = (value: string) => <time dateTime={machineDay(value)}>{formatDay(value)}</time>
  const { document } = permit

  return (
    <li className={styles.permit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.permitTitle}>
        {t`E-permit ${permit.id}`}
      </h2>
      <dl className={styles.facts}>
        <dt>{t`Country`}</dt>
        <dd>{localized(permit.country.name)}</dd>
        <dt>{t`Permit type`}</dt>
        <dd>{localized(permit.permitType.name)}</dd>
        <dt>{t`Departure date`}</dt>
        <dd>{day(permit.departureOn)}</dd>
        <dt>{t`Return date`}</dt>
        <dd>{day(permit.returnOn)}</dd>
        <dt>{t`Status`}</dt>
        <dd className={styles.status} data-status={permit.status}>
          {i18n._(permitStatusWords[permit.status])}
        </dd>
        {permit.price !== null && permit.price !== undefined && (
          <>
            <dt>{t`Price`}</dt>
            <dd>{formatMoney(permit.price, i18n.locale)}</dd>
          </>
        )}
        {permit.rejectionReason && (
          <>
            <dt>{t`Reason`}</dt>
            <dd>{permit.rejectionReason}</dd>
          </>
        )}
        {document && (
          <>
            <dt>{t`Document number`}</dt>
            <dd>{document.number}</dd>
          </>
        )}
      </dl>
      <PermitReceipts permitId={permit.id} receipts={permit.receipts} />
      <div className={styles.actions}>
        {permit.payable && (
          <ForWriters>
            <button
              id={payButtonId(permit.id)}
              type="button"
              className="button"
              disabled={paying}
              onClick={() => onPay(permit)}
            >
              {t`Pay`}
              <span className="visually-hidden"> {t`e-permit ${permit.id}`}</span>
            </button>
          </ForWriters>
        )}
        {document && !document.revokedAt && (
          <>
            {/* In the interface's language, also when it was switched just before. */}
            <a
              className={styles.action}
              href={`${document.downloadUrl}?lang=${i18n.locale}`}
              download
            >
              {t`Download the PDF`}
              <span className="visually-hidden"> {t`of e-permit ${permit.id}`}</span>
            </a>
            <a className={styles.action} href={document.verifyUrl}>
              {t`Verification page`}
              <span className="visually-hidden"> {t`of e-permit ${permit.id}`}</span>
            </a>
          </>
        )}
        {document?.revokedAt && <p className={styles.revoked}>{t`Revoked by the enterprise`}</p>}
        <button
          type="button"
          className={styles.action}
          aria-expanded={timelineShown}
          aria-controls={timelineShown ? timelineId : undefined}
          onClick={() => setTimelineShown((shown) => !shown)}
        >
          {t`Timeline`}
          <span className="visually-hidden"> {t`of e-permit ${permit.id}`}</span>
        </button>
        <ForWriters>
          <Link className={styles.action} to={permitPaths.repeat(permit.id)}>
            {t`Repeat`}
            <span className="visually-hidden"> {t`e-permit ${permit.id}`}</span>
          </Link>
        </ForWriters>
      </div>
      {timelineShown && (
        <Timeline
          id={timelineId}
          aria-label={t`Timeline of e-permit ${permit.id}`}
          changes={permit.statusHistory}
          statusWords={permitStatusWords}
          actorWords={actorWords}
        />
      )}
    </li>
  )
}
