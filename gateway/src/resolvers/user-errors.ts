import type { UserError } from '../__generated__/resolvers-types.js'
import type { Lang } from '../i18n/messages.js'
import { say } from '../i18n/messages.js'
import { RestNotFound, RestRateLimited, RestValidationFailure } from '../rest/failures.js'
import { UploadTooLarge } from '../uploads.js'

/** A problem the gateway finds in an input before asking the API (an id that is not one). */
export class InputProblem extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message)
    this.name = 'InputProblem'
  }
}

/**
 * The API's field names (snake_case, and `name.1` for an item of a list) by the input field
 * that carries them, per mutation. A field not listed keeps the API's name.
 */
export type FieldNames = Record<string, string>

function inputField(field: string, names: FieldNames): string {
  const base = field.split('.')[0] ?? field
  return names[field] ?? names[base] ?? base
}

/** The API's 422 as `userErrors`: the first message of each field, under the input's name. */
export function userErrorsOf(failure: RestValidationFailure, names: FieldNames): UserError[] {
  const errors = failure.body.errors ?? {}
  const seen = new Set<string>()
  const list: UserError[] = []
  for (const [field, messages] of Object.entries(errors)) {
    const name = inputField(field, names)
    if (seen.has(name)) continue
    seen.add(name)
    list.push({ field: name, message: messages[0] ?? failure.message, code: 'INVALID' })
  }
  if (list.length === 0) list.push({ field: null, message: failure.message, code: 'INVALID' })
  return list
}

/**
 * Runs a mutation's REST calls and turns the failures a person can act on into the payload's
 * `userErrors` beside `failed` (the payload's empty result): 422 field problems, 429, a 404 of
 * the record named, a file over the limit. Anything else (401, the API down) stays an error.
 */
export async function withUserErrors<P extends { userErrors: UserError[] }>(
  context: { lang: Lang },
  names: FieldNames,
  failed: NoInfer<Omit<P, 'userErrors'>>,
  run: () => Promise<P>,
): Promise<P> {
  try {
    return await run()
  } catch (error) {
    const userErrors = userErrorsFor(error, names, context.lang)
    if (!userErrors) throw error
    return { ...failed, userErrors } as P
  }
}

function userErrorsFor(error: unknown, names: FieldNames, lang: Lang): UserError[] | undefined {
  if (error instanceof InputProblem) return [error.userError]
  if (error instanceof RestValidationFailure) return userErrorsOf(error, names)
  if (error instanceof RestRateLimited) {
    return [
      {
        field: null,
        message: error.body.message ?? say(lang, 'rate_limited'),
        code: 'RATE_LIMITED',
      },
    ]
  }
  if (error instanceof RestNotFound) {
    return [{ field: null, message: error.message, code: 'NOT_FOUND' }]
  }
  if (error instanceof UploadTooLarge) {
    return [{ field: error.field, message: say(lang, 'file_too_large'), code: 'INVALID' }]
  }
  return undefined
}

/** A failure `status` the API answers with 200 (`invalid_creds`, `failure`, …) as a user error. */
export function statusError(
  code: UserError['code'],
  message: string | undefined,
  field: string | null = null,
): UserError {
  return { field, message: message ?? '', code }
}
