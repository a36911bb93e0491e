import { type ReactNode, useState } from 'react'
import { Field, type InputProps } from './field'
import styles from './field.module.css'

type PasswordFieldProps = Omit<InputProps, 'type'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  /** The reveal button's accessible name, e.g. "Show password" (its pressed state says the rest). */
  revealLabel: string
}

/**
 * A password input with a button that shows what was typed: on a phone a mistyped password is
 * hard to spot otherwise. The button is a toggle (`aria-pressed`) and never submits the form.
 */
export function PasswordField({
  label,
  error,
  hint,
  required,
  revealLabel,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className={styles.password}>
          <input {...input} {...control} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealLabel}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  )
}
