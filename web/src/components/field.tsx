import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import styles from './field.module.css'

/** What a form control needs from its field: its id, and the ids that describe it. */
export type ControlProps = {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type FieldFrame = {
  label: ReactNode
  /** A message shown under the control; '' marks the control invalid without one. */
  error?: string | undefined
  /** A short help text between the label and the control (the expected format). */
  hint?: ReactNode
  required?: boolean
}

/**
 * One field of a form: label, optional hint, the control, and its problem under it. The control
 * is given its id, `aria-invalid` and `aria-describedby` (hint and problem), so a screen reader
 * reads the label, the help and the problem together. Required fields carry a visual asterisk
 * beside the label, not in it, so the field's name stays its label alone; the control's
 * `required` is what assistive technology announces.
 */
export function Field({
  label,
  error,
  hint,
  required,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field ${styles.frame}`}>
      <div className={styles.head}>
        <div className={styles.labelRow}>
          <label htmlFor={id}>{label}</label>
          {required && <RequiredMark />}
        </div>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      {children({
        id,
        required,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy,
      })}
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </div>
  )
}

/**
 * The class of a grid whose fields stand side by side (a pair, a form's two columns): the
 * fields of a row share its rows, so their boxes stand level whatever their labels and hints,
 * and a problem under one box moves neither.
 */
export const fieldsSideBySide = styles.sideBySide

/** An input's own attributes; the field gives its id and ARIA links. */
export type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
>

/** A text-like input (text, e-mail, password, date…) in a `Field`. */
export function TextField({ label, error, hint, required, ...input }: FieldFrame & InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...input} {...control} />}
    </Field>
  )
}

/** A checkbox with its label beside it (an acceptance, a choice). */
export function CheckboxField({
  label,
  error,
  required,
  ...input
}: Omit<FieldFrame, 'hint'> & Omit<InputProps, 'type'>) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.checkbox}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          type="checkbox"
          id={id}
          required={required}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={errorId}
        />
        <span>
          <label htmlFor={id}>{label}</label>
          {required && <RequiredMark />}
        </span>
      </div>
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </div>
  )
}

/** The problem under a field; an icon besides the colour, so it is not told by colour alone. */
export function FieldProblem({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={`field-error ${styles.problem}`}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4v5" stroke="var(--color-bg)" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="8" cy="11.6" r="1.1" fill="var(--color-bg)" />
      </svg>
      <span>{children}</span>
    </p>
  )
}

/** The visual asterisk of a required field, beside its label (the control says `required`). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  )
}
