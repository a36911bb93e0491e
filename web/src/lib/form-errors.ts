/**
 * The portal's one way of reporting a form's problems. Each field has at most one: a message
 * shown under it, or '' to mark it without a message (a wrong one-time code). Problems come from
 * the page's own checks (required fields, an incomplete phone) and from a mutation's
 * `userErrors` (the gateway's 422 answers, one per field).
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>

/** A mutation's `UserError`, as every payload of the schema carries them. */
export type UserErrorLike = { field?: string | null; message: string; code: string }

/** Codes that mark their field without showing a message (the spec's wrong one-time code). */
const MARK_ONLY = new Set(['INVALID_CODE'])

/**
 * The problems of `errors` that belong to one of the form's `fields`: the first message of each
 * field, as the spec asks. Problems of other fields or of no field are left to `formErrorOf`.
 */
export function fieldErrorsOf<F extends string>(
  errors: readonly UserErrorLike[],
  fields: readonly F[],
): FieldErrors<F> {
  const found: FieldErrors<F> = {}
  for (const error of errors) {
    const field = fields.find((name) => name === error.field)
    if (field === undefined || found[field] !== undefined) continue
    found[field] = MARK_ONLY.has(error.code) ? '' : error.message
  }
  return found
}

/** The first problem the form cannot show under one of its `fields` (a popup shows it). */
export function formErrorOf(
  errors: readonly UserErrorLike[],
  fields: readonly string[],
): UserErrorLike | undefined {
  return errors.find((error) => !error.field || !fields.includes(error.field))
}

/** `message` for each of `required` left empty (after trimming) in `values`. */
export function missingFields<F extends string>(
  values: Partial<Record<F, string | boolean>>,
  required: readonly F[],
  message: string,
): FieldErrors<F> {
  const found: FieldErrors<F> = {}
  for (const field of required) {
    const value = values[field]
    const empty = typeof value === 'string' ? value.trim() === '' : value !== true
    if (empty) found[field] = message
  }
  return found
}

/** Whether any field has a problem. */
export const hasErrors = (errors: FieldErrors): boolean =>
  Object.values(errors).some((error) => error !== undefined)

/** The text of a form's control `name` ('' when it has none), trimmed unless it is a secret. */
export function formText(form: HTMLFormElement, name: string, { trim = true } = {}): string {
  const value = new FormData(form).get(name)
  if (typeof value !== 'string') return ''
  return trim ? value.trim() : value
}
