import Type, { type TSchema } from 'typebox'
import { MAX_ENTITY_ID } from './ids.js'

/** Building blocks shared by every route schema: one source for validation, OpenAPI and types. */

type TextOptions = Record<string, unknown>

/** One line of text: no line breaks, control or invisible characters (http/text.ts). */
export const Line = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ maxLength, format: 'single-line', ...options })

/** Text of several lines (a message, a reason): newlines and tabs kept, other controls refused. */
export const Lines = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ maxLength, format: 'multi-line', ...options })

/** Required one-line text: at least one non-blank character (whitespace alone counts as empty). */
export const RequiredText = (maxLength: number, options: TextOptions = {}) =>
  Line(maxLength, { minLength: 1, pattern: '\\S', ...options })

/** Required text of several lines. */
export const RequiredLines = (maxLength: number, options: TextOptions = {}) =>
  Lines(maxLength, { minLength: 1, pattern: '\\S', ...options })

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  examples: ['haulier@example.com'],
})
/**
 * A phone number (http/phone.ts): +993 and 8 digits, or another country's with + and its code;
 * spaces, dashes and brackets of an input mask are allowed. Stored and answered as E.164.
 */
export const Phone = Type.String({
  format: 'phone',
  maxLength: 32,
  description: 'A Turkmen number (+993 and 8 digits) or another country’s with + and its code',
  examples: ['+99361234567', '+79161234567'],
})
export const IsoDate = Type.String({ format: 'date', examples: ['2027-05-31'] })
/** A new password: 8 to 128 characters, any but control characters. */
export const Password = Type.String({ minLength: 8, maxLength: 128, format: 'password' })
/** A password typed to be compared (login, the current one, a confirmation): never stored. */
export const PasswordTyped = (minLength = 0) =>
  Type.String({ minLength, maxLength: 128, format: 'password' })

export const MessageBody = Type.Object(
  { message: Type.String() },
  { description: 'A sentence in the language of the request' },
)
export const ValidationBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Field name → its problems, the first one to show under the field',
    }),
  },
  { description: 'Unprocessable Content: the fields to fix' },
)

export const Status = <T extends string[]>(...values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)))

/** The answer to a request whose If-None-Match names the current ETag. */
export const NotModified = Type.Null({
  description: 'Not Modified: the copy the client holds (If-None-Match) is current; no body',
})

interface ResponseOptions {
  /** A session is needed (401 without one); `client`: a client's session (403 for operators). */
  auth?: boolean | 'client'
  validation?: boolean
  notFound?: boolean
  rateLimited?: boolean
  /** The route hashes a password: 503 with Retry-After when too many wait for it. */
  busy?: boolean
  /** The answer carries an ETag, and a request naming it gets 304. */
  notModified?: boolean
}

/** The ETag header of an answer a client may keep and ask for again (If-None-Match). */
export const EtagHeader = {
  ETag: {
    type: 'string',
    description: 'A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged',
  },
}

/** The route's documented answers: its success plus the errors it can give. */
export function responses<S extends TSchema>(ok: S, options: ResponseOptions = {}) {
  return {
    200: options.notModified ? { ...ok, headers: EtagHeader } : ok,
    ...(options.notModified ? { 304: NotModified } : {}),
    ...(options.auth ? { 401: MessageBody } : {}),
    ...(options.auth === 'client' ? { 403: MessageBody } : {}),
    ...(options.notFound ? { 404: MessageBody } : {}),
    ...(options.validation ? { 422: ValidationBody } : {}),
    ...(options.rateLimited ? { 429: MessageBody } : {}),
    ...(options.busy ? { 503: MessageBody } : {}),
  }
}

/**
 * Answers any route can give, added to every route's description: a malformed request (400), one
 * that did not arrive in time (408) or whose headers are too large (431), a failure of ours
 * (500), the database too slow to answer in time (503 with Retry-After, ADR 0077); and where a
 * body is read, one too large (413) or of another type (415).
 */
export function documentCommonAnswers(schema: { body?: unknown; response?: unknown }) {
  const withBody = schema.body ? { 413: MessageBody, 415: MessageBody } : {}
  schema.response = {
    400: MessageBody,
    408: MessageBody,
    ...withBody,
    431: MessageBody,
    500: MessageBody,
    503: MessageBody,
    ...(schema.response ?? {}),
  }
}

/** A session's token as a bearer header, or as the session cookie with its XSRF header (ADR 0024). */
export const bearerAuth: Record<string, string[]>[] = [
  { bearerAuth: [] },
  { sessionCookie: [], xsrfHeader: [] },
]

/**
 * A row id in a path or a body. In a JSON body it is a JSON number; in a path, a query or a form
 * field, the digits of one (`^[1-9][0-9]*$`, nothing else: no sign, no leading zero, no exponent).
 */
export const EntityId = Type.Integer({ minimum: 1, maximum: MAX_ENTITY_ID })

/** 0 or 1 in a path; anything else is a 404 (the route's `config.notFound`). */
export const KindFlag = Type.Integer({ minimum: 0, maximum: 1 })

export const IdParams = Type.Object({ id: EntityId })

/**
 * `is_legal` (and `is_transport`) in a body: the earlier client sends '1'/'0' strings or 1/0
 * numbers, others send booleans. Those six values and nothing else: null, "true", 2 or [1] are
 * refused, never read as false or true. The one flag of every body; `isSet` reads it.
 */
export const BodyFlag = (description: string) =>
  Type.Unsafe<boolean | 0 | 1 | '0' | '1'>({
    enum: [true, false, 1, 0, '1', '0'],
    description,
    examples: ['1'],
  })

export function isSet(flag: boolean | 0 | 1 | '0' | '1'): boolean {
  return flag === true || flag === 1 || flag === '1'
}

/** The answer of a save the client only needs to know succeeded. */
export const SuccessAnswer = Type.Object({ status: Status('success') })

/** The answer of a create: the new row's id, so the client can go on with it. */
export const CreatedAnswer = Type.Object({
  status: Status('success'),
  id: Type.Integer({ description: 'The id of the new row' }),
})
