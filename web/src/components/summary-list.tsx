import { useLingui } from '@lingui/react/macro'
import type { MouseEvent, ReactNode } from 'react'
import styles from './summary-list.module.css'

/** A row of a summary: what it is, its answer, and the form field a "Change" leads back to. */
export type SummaryRow = { key: string; label: string; value: ReactNode; field?: string }

/**
 * GOV.UK's summary list: each row's name and answer, and where a row names a field, a "Change"
 * link back to it (its text names the row for a screen reader: "Change country").
 */
export function SummaryList({
  rows,
  onChange,
}: {
  rows: readonly SummaryRow[]
  onChange?: (field: string) => void
}) {
  const { t } = useLingui()
  const change = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onChange?.(field)
  }
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.key}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {onChange && row.field && (
            <dd className={styles.actions}>
              <a href={`#${row.field}`} onClick={change(row.field)}>
                {t`Change`}
                <span className="visually-hidden"> {row.label}</span>
              </a>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
