/**
 * The portal's one way of reporting a form's problems. Each field has at most one: a message
 * shown under it, or '' to mark it without a message (a wrong one-time code). Problems come from
 * the page's own checks (required fields, an incomplete phone) and from a mutation's
 * `userErrors` (the gateway's 422 answers, one per field).
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>

/**
 * A mutation's `UserError`, as every payload of the schema carries them. Its `field` is the path
 * of the input field it is about (`["documents", "1"]`), or null for the whole input; older
 * payloads name it with one string.
 */
export type UserErrorLike = {
  field?: string | readonly string[] | null
  message: string
  code: string
}

/**
 * The form field a problem belongs to: its path joined with '.' (`documents.1`), as the form names
 * its control; null for a problem of the whole input.
 */
export function fieldNameOf(error: Pick<UserErrorLike, 'field'>): string | null {
  const { field } = error
  if (field === undefined || field === null) return null
  if (typeof field === 'string') return field || null
  return field.length > 0 ? field.join('.') : null
}

/**
 * Whether `error` is about the form control `name`: its whole path (`documents.1`), or a list's
 * name for a problem with one of its items (`licenceTypeIds` for `licenceTypeIds.0`).
 */
function isAbout(error: UserErrorLike, name: string): boolean {
  const path = fieldNameOf(error)
  return path !== null && (path === name || path.split('.')[0] === name)
}

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
    const field = fields.find((name) => isAbout(error, name))
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
  return errors.find((error) => !fields.some((name) => isAbout(error, name)))
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

/** Every value of a form's controls named `name` (a checkbox group, a multi-select). */
export function formValues(form: HTMLFormElement, name: string): string[] {
  return new FormData(form).getAll(name).filter((value) => typeof value === 'string')
}

/** The file chosen in a form's file input `name`, or null when none is. */
export function formFile(form: HTMLFormElement, name: string): File | null {
  const value = new FormData(form).get(name)
  return value instanceof File && value.name !== '' && value.size > 0 ? value : null
}
