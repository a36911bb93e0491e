import type { FastifyReply, FastifyRequest } from 'fastify'
import { langOf, say } from './i18n/messages.js'

/**
 * Creates made once per attempt (ADR 0079). A front end names one attempt to submit with the
 * `Idempotency-Key` header of its GraphQL request, and sends the same key when it sends the same
 * request again. Each create the request makes goes to the API with a key of its own, made from
 * that one and the create's place in the request (`key` for the first, `key.2` for the second…):
 * mutations run in their document's order, so a retry of the same request names the same creates
 * the same way, and the API answers each with what it answered the first time.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** Visible ASCII, short enough that the API's limit (255) holds the create's place too. */
const KEY = /^[\x21-\x7e]{1,200}$/

/** The request's key; undefined without one (a malformed one was refused before, below). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER]
  return typeof key === 'string' && KEY.test(key) ? key : undefined
}

/** The key of a request's `place`th create (from 1). */
export function createKey(key: string, place: number): string {
  return place === 1 ? key : `${key}.${place}`
}

/** A Fastify hook for /graphql: a key that is no key is refused (400) before anything runs. */
export async function refuseMalformedKey(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[IDEMPOTENCY_HEADER]
  if (key === undefined || (typeof key === 'string' && KEY.test(key))) return
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({
      errors: [
        {
          message: say(langOf(request.headers['accept-language']), 'idempotency_key_invalid'),
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    })
}
