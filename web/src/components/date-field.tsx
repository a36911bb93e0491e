import type { ReactNode } from 'react'
import { type InputProps, TextField } from './field'

type DateFieldProps = Omit<InputProps, 'type' | 'min' | 'max'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  /** The earliest date to pick, `yyyy-mm-dd` (`todayIso()` for "not in the past"). */
  min?: string
  /** The latest date to pick, `yyyy-mm-dd`. */
  max?: string
}

/**
 * A date, with the browser's own date picker; the value read is ISO (`yyyy-mm-dd`), as the
 * gateway takes it. `min` and `max` limit the picker; a typed date outside them is caught by
 * `dateOutOfRange()` (lib/form-checks) in the form's checks, since the browser's validation is off.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />
}
