import { formatDay, parseTypedDate } from '../lib/dates'
import type { FieldErrors } from '../lib/form-errors'
import { controlOf } from './error-summary'

/** The messages of the kit's own checks, in the reader's language. */
export type ControlCheckTexts = {
  /** An e-mail field holding what is clearly not an address. */
  email: string
  /** A date field's value before its `min` (given as the reader writes a day). */
  dateBefore: (earliest: string) => string
}

/**
 * Loose on purpose: one '@' with something on each side and no spaces. Whatever passes is left
 * to the server, which stays the authority (`name@not-an-address` is its to refuse).
 */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/

/**
 * What a form's controls say of themselves, checked with the page's own checks in the first round
 * (the browser's validation is off): an e-mail input (`type=email`) that is clearly not an
 * address, a typed date that is no day or is before its `min`, a file input whose chosen file was refused (its type or
 * size). An empty control is otherwise left to the page's required checks.
 */
export function controlProblems<F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
  texts: ControlCheckTexts,
): FieldErrors<F> {
  const found: FieldErrors<F> = {}
  for (const field of fields) {
    const control = controlOf(form, field)
    if (!(control instanceof HTMLInputElement)) continue
    // A refused file leaves its input empty, a typed date that is no day keeps its text: either
    // problem is the field's own (`FileField`, `DateField`).
    const isDate = control.dataset.date !== undefined
    if ((control.type === 'file' || isDate) && control.validity.customError) {
      found[field] = control.validationMessage
      continue
    }
    const value = control.value.trim()
    if (!value) continue
    if (control.type === 'email' && !LOOKS_LIKE_EMAIL.test(value)) found[field] = texts.email
    const day = isDate ? parseTypedDate(value) : null
    const earliest = control.dataset.min
    if (day && earliest && day < earliest) found[field] = texts.dateBefore(formatDay(earliest))
  }
  return found
}
