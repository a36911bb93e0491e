import { type ReactNode, useId } from 'react'
import { fieldsSideBySide } from './field'
import styles from './form-layout.module.css'

/** A long form's card: `<form className={formCard}>` (the cabinet's data and profile forms). */
export const formCard = styles.card

/**
 * A part of a long form under its heading (a region named by an h2, so a screen reader's list of
 * headings walks the form), its fields two a row where the form is wide enough. Not a fieldset:
 * the error summary takes a fieldset's legend for the label of a group of choices.
 */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={`${styles.columns} ${fieldsSideBySide}`}>{children}</div>
    </section>
  )
}

/** A field that takes the whole row of a `FormSection` (an address, a file with its preview). */
export function WideField({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>
}

/** The form's buttons, after its last section. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
