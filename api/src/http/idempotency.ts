import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { Db } from '../db/database.js'
import { inTransaction } from '../db/transaction.js'
import { ValidationFailed } from './api-error.js'
import { idempotencyKeysRepository } from './idempotency-keys.repository.js'

/** How long a key's answer is kept at least; the hourly sweep forgets it after that. */
export const IDEMPOTENCY_KEY_HOURS = 24

/** The request header of every create route (OpenAPI and validation). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description: `Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with \`Idempotent-Replayed: true\`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept ${IDEMPOTENCY_KEY_HOURS} hours, per account (per address without a session). A random UUID does.`,
      examples: ['7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61'],
    }),
  ),
})

interface Earlier {
  fingerprint: string
  status_code: number
  answer: unknown
}

/**
 * Creates once per idempotency key (ADR 0079). `create` writes in the transaction given to it;
 * with a key, that transaction also keeps the key and the answer, so a row and its key exist
 * together or not at all. A retry with the same key and the same request (`request`: what the
 * client sent, as the route reads it) gets the first answer again, without running `create`; a
 * different request with that key is refused. Two requests with one key at the same moment:
 * the second waits on the key's row until the first commits, then answers what the first did.
 * A create that failed kept nothing, so its retry is tried afresh. `after`, when given, runs once
 * the rows are committed (a letter sent) and its answer is the one kept and given.
 */
export function idempotentCreates(db: Db) {
  return async function createOnce<A extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    sent: unknown,
    create: (trx: Db) => Promise<A>,
    after: (answer: A) => Promise<A> = async (answer) => answer,
  ): Promise<A> {
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string') return after(await inTransaction(db, create))
    const scope = request.user ? `user:${request.user.id}` : `address:${request.ip}`
    const fingerprint = fingerprintOf(request, sent)
    const keys = idempotencyKeysRepository(db)
    const earlier = await keys.find(scope, key)
    if (earlier) return replay<A>(earlier, fingerprint, reply)
    const outcome = await db
      .transaction()
      .execute(async (trx): Promise<{ answer: A } | { earlier: Earlier | undefined }> => {
        const claimed = idempotencyKeysRepository(trx)
        if (!(await claimed.claim(scope, key, fingerprint))) {
          return { earlier: await claimed.find(scope, key) }
        }
        const answer = await create(trx)
        await claimed.keep(scope, key, reply.statusCode, answer)
        return { answer }
      })
    if ('answer' in outcome) {
      const final = await after(outcome.answer)
      if (final !== outcome.answer) await keys.keep(scope, key, reply.statusCode, final)
      return final
    }
    // Taken and gone again between the two statements: only a sweep does that, and only to keys
    // a day old; this request was not written, so asking again is safe.
    if (!outcome.earlier) throw new Error('an idempotency key vanished while it was replayed')
    return replay<A>(outcome.earlier, fingerprint, reply)
  }
}

function replay<A>(earlier: Earlier, fingerprint: string, reply: FastifyReply): A {
  if (earlier.fingerprint !== fingerprint) {
    throw ValidationFailed.field('idempotency-key', 'idempotency_key_reused')
  }
  reply.code(earlier.status_code).header('idempotent-replayed', 'true')
  return earlier.answer as A
}

/** The route and what was sent, hashed; object keys sorted, so their order does not matter. */
function fingerprintOf(request: FastifyRequest, sent: unknown): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
    .update(JSON.stringify(sorted(sent)) ?? '')
    .digest('base64url')
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, sorted((value as Record<string, unknown>)[name])]),
  )
}
