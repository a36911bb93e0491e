import Type, { type TSchema } from 'typebox'

/** Building blocks shared by every route schema: one source for validation, OpenAPI and types. */

/** Required text: at least one non-blank character (whitespace alone counts as empty). */
export const RequiredText = (maxLength: number, options: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...options })

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  examples: ['haulier@example.com'],
})
/** +993 and 8 digits; spaces, dashes and brackets of an input mask are allowed and dropped. */
export const Phone = Type.String({ format: 'phone', maxLength: 32, examples: ['+99361234567'] })
export const IsoDate = Type.String({ format: 'date', examples: ['2027-05-31'] })
export const Password = Type.String({ minLength: 8, maxLength: 128 })

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

interface ResponseOptions {
  /** A session is needed (401 without one); `client`: a client's session (403 for operators). */
  auth?: boolean | 'client'
  validation?: boolean
  notFound?: boolean
  rateLimited?: boolean
  /** The route hashes a password: 503 with Retry-After when too many wait for it. */
  busy?: boolean
}

/** The route's documented answers: its success plus the errors it can give. */
export function responses<S extends TSchema>(ok: S, options: ResponseOptions = {}) {
  return {
    200: ok,
    ...(options.auth ? { 401: MessageBody } : {}),
    ...(options.auth === 'client' ? { 403: MessageBody } : {}),
    ...(options.notFound ? { 404: MessageBody } : {}),
    ...(options.validation ? { 422: ValidationBody } : {}),
    ...(options.rateLimited ? { 429: MessageBody } : {}),
    ...(options.busy ? { 503: MessageBody } : {}),
  }
}

/**
 * Answers any route can give, added to every route's description: a malformed request (400), a
 * failure of ours (500); and where a body is read, one too large (413) or of another type (415).
 */
export function documentCommonAnswers(schema: { body?: unknown; response?: unknown }) {
  const withBody = schema.body ? { 413: MessageBody, 415: MessageBody } : {}
  schema.response = { 400: MessageBody, ...withBody, 500: MessageBody, ...(schema.response ?? {}) }
}

export const bearerAuth = [{ bearerAuth: [] }]

/** Digits of a phone as we store it: "+993" and eight digits. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+${digits}`
}

export function isPhone(value: string): boolean {
  return /^\+?993\d{8}$/.test(value.replace(/[\s()-]/g, ''))
}

/** The largest PostgreSQL `integer`, the type of every row id. */
export const MAX_ENTITY_ID = 2_147_483_647

/** A row id in a path or a body (PostgreSQL `integer`). */
export const EntityId = Type.Integer({ minimum: 1, maximum: MAX_ENTITY_ID })

/** 0 or 1 in a path; anything else is a 404 (the route's `config.notFound`). */
export const KindFlag = Type.Integer({ minimum: 0, maximum: 1 })

export const IdParams = Type.Object({ id: EntityId })

/**
 * `is_legal` (and `is_transport`) in a body: the earlier client sends '1'/'0' strings or 1/0
 * numbers, others send booleans. An enum without a type keeps the validator from coercing, so
 * null or "true" is refused instead of silently read as false or true.
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

/** Unique ids in the order given; a form that sends an id twice means it once. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)]
}

/** The answer of a save the client only needs to know succeeded. */
export const SuccessAnswer = Type.Object({ status: Status('success') })

/** The answer of a create: the new row's id, so the client can go on with it. */
export const CreatedAnswer = Type.Object({
  status: Status('success'),
  id: Type.Integer({ description: 'The id of the new row' }),
})
