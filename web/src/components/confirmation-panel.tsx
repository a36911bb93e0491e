import type { ReactNode } from 'react'
import styles from './confirmation-panel.module.css'

type Props = {
  /** What was done: "E-permit request sent". */
  title: string
  /** "Your reference number" */
  referenceLabel: string
  /** The request as its receipt letter and the history name it: "E-permit No. 42". */
  reference: string
  /** What happens next, and where to go from here. */
  children: ReactNode
}

/**
 * The page after a request is sent (GOV.UK's confirmation page): a panel with what was done and
 * the reference number, then what happens next. The panel's heading is the page's h1, which the
 * shell focuses after the navigation, so a screen reader reads it first.
 */
export function ConfirmationPanel({ title, referenceLabel, reference, children }: Props) {
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <div className={styles.panel}>
        <h1 id="confirmation-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>
          {referenceLabel}
          <br />
          <strong className={styles.reference}>{reference}</strong>
        </p>
      </div>
      <div className={styles.next}>{children}</div>
    </section>
  )
}

/**
 * A confirmation page whose request cannot be read: none by that id, or not the signed-in
 * haulier's (both read the same, so nobody learns another's numbers). `children`: where to go.
 */
export function ConfirmationMissing({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className={styles.missing}>
        {title}
      </h1>
      <div className={styles.next}>{children}</div>
    </section>
  )
}
