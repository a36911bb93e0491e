import { useLingui } from '@lingui/react/macro'
import type { PermitHistory_PermitFragment } from '../../gql/graphql'
import { formatDay, machineDay } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import styles from './permits.module.css'

type Receipt = PermitHistory_PermitFragment['receipts'][number]

/**
 * The receipts beside an e-permit: its payment's receipt and, after a refund, the credit note,
 * each with its number, day, amount and PDF.
 */
export function PermitReceipts({ permitId, receipts }: { permitId: string; receipts: Receipt[] }) {
  const { t, i18n } = useLingui()
  if (receipts.length === 0) return null
  const title = ({ kind, number }: Receipt) =>
    kind === 'RECEIPT' ? t`Receipt No. ${number}` : t`Credit note No. ${number}`

  return (
    <ul className={styles.receipts} aria-label={t`Receipts of e-permit ${permitId}`}>
      {receipts.map((receipt) => (
        <li key={receipt.id} className={styles.receipt} data-kind={receipt.kind}>
          <span>
            <strong>{title(receipt)}</strong>
            {' · '}
            <time dateTime={machineDay(receipt.issuedAt)}>{formatDay(receipt.issuedAt)}</time>
            {' · '}
            {receipt.kind === 'CREDIT_NOTE' ? '−' : ''}
            {formatMoney(receipt.amount, i18n.locale)}
          </span>
          <a className={styles.action} href={receipt.downloadUrl} download>
            {t`Download`}
            <span className="visually-hidden"> {title(receipt)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
