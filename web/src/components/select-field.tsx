import type { ReactNode, SelectHTMLAttributes } from 'react'
import { Field } from './field'

/** An option of a select: the value sent and the text shown. */
export type SelectOption = { value: string; label: string }

type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  label: ReactNode
  options: readonly SelectOption[]
  error?: string | undefined
  hint?: ReactNode
  /**
   * The first, empty option ("Choose a region"): nothing is chosen until the person chooses, so a
   * required select left alone is caught as empty rather than sent with its first option.
   */
  placeholder?: string
}

/**
 * A native select in a `Field`: the platform's own keyboard use and screen-reader support, and
 * on phones the system's picker. Uncontrolled with `defaultValue`, or controlled with `value`
 * and `onChange` where another field depends on it (a region's cities).
 */
export function SelectField({
  label,
  options,
  error,
  hint,
  required,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
