import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { Field } from './field'

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A text of several lines (a message, an address, bank details) in a `Field`. */
export function TextAreaField({ label, error, hint, required, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea rows={4} {...textarea} {...control} />}
    </Field>
  )
}
