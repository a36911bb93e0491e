import type { UserError } from '../__generated__/resolvers-types.js'
import type { Lang } from '../i18n/messages.js'
import { say } from '../i18n/messages.js'
import { clearLoaders, type Loaders } from '../loaders/index.js'
import { RestNotFound, RestRateLimited, RestValidationFailure } from '../rest/failures.js'
import { ROOT_QUERY } from '../saved-payload.js'
import { UploadTooLarge, UploadUnreadable } from '../uploads.js'
import { type AudienceContext, checkAudience } from './audience.js'
import type { FieldNames, FieldPath } from './field-names.js'

/**
 * A problem the gateway finds in an input before asking the API (an id that is not one). In a
 * mutation it is a user error of the payload; anywhere else `BAD_USER_INPUT` (errors.ts).
 */
export class InputProblem extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message)
    this.name = 'InputProblem'
  }
}

/** What reading a 422 needs of a resource's `FieldNames`. */
type AnyFieldNames = Pick<FieldNames<Record<string, string>>, 'placeOf'>

/**
 * The API's 422 as `userErrors`: the first message of each field, at its path in the input.
 * Problems of REST fields that stand for nothing in the input are the input's as a whole.
 */
export function userErrorsOf(failure: RestValidationFailure, names: AnyFieldNames): UserError[] {
  const errors = failure.body.errors ?? {}
  const seen = new Set<string>()
  const list: UserError[] = []
  for (const [field, messages] of Object.entries(errors)) {
    const { path, code = 'INVALID' } = names.placeOf(field)
    const key = `${code}:${path?.join('.') ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    list.push({ field: path, message: messages[0] ?? failure.message, code })
  }
  if (list.length === 0) list.push({ field: null, message: failure.message, code: 'INVALID' })
  return list
}

/**
 * Runs a mutation's REST calls and turns the failures a person can act on into the payload's
 * `userErrors` beside `failed` (the payload's empty result): 422 field problems, 429, a 404 of
 * the record named, a file over the limit. Anything else (401, the API down) stays an error.
 * A problem the gateway finds itself is answered only to a caller the API would have let in
 * (audience.ts): the others get the API's UNAUTHENTICATED or FORBIDDEN, as with any other input.
 * Every payload gets the root `query`, read after the mutation: on success the request's
 * loaders are cleared first, so it (and the payload's objects) show what is stored now.
 */
export async function withUserErrors<P extends { userErrors: UserError[] }>(
  context: AudienceContext & { lang: Lang; loaders: Loaders },
  names: AnyFieldNames,
  failed: NoInfer<Omit<P, 'userErrors' | 'query'>>,
  run: () => Promise<Omit<P, 'query'>>,
): Promise<P> {
  try {
    const result = await run()
    clearLoaders(context.loaders)
    return { ...result, query: ROOT_QUERY } as unknown as P
  } catch (error) {
    if (error instanceof InputProblem) await checkAudience(context)
    const userErrors = userErrorsFor(error, names, context.lang)
    if (!userErrors) throw error
    return { ...failed, userErrors, query: ROOT_QUERY } as unknown as P
  }
}

function userErrorsFor(error: unknown, names: AnyFieldNames, lang: Lang): UserError[] | undefined {
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
  if (error instanceof UploadUnreadable) {
    return [{ field: error.field, message: say(lang, 'file_missing'), code: 'INVALID' }]
  }
  return undefined
}

/** A failure `status` the API answers with 200 (`invalid_creds`, `failure`, …) as a user error. */
export function statusError(
  code: UserError['code'],
  message: string | undefined,
  field: FieldPath | null = null,
): UserError {
  return { field, message: message ?? '', code }
}
