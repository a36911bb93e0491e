import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import type { Db } from '../db/database.js'
import { LATEST_MIGRATION } from '../db/migrations/index.js'
import { inTransaction } from '../db/transaction.js'
import { namesCurrentTag } from '../http/conditional.js'
import { fleetVersionsRepository } from './fleet-versions.repository.js'

/**
 * A transaction of the fleet's own writes: it moves the owner's version first, which takes that
 * row's lock before any other. The triggers move it again as rows change (no write can forget
 * it); taking it first keeps one owner's concurrent writes from deadlocking on it (one waiting
 * for the version while holding a vehicle, the other the reverse). Given a transaction (a create
 * made once per idempotency key), it joins it: that one holds only its own key's row before.
 */
export function fleetWrite<T>(db: Db, userId: number, write: (trx: Db) => Promise<T>) {
  return inTransaction(db, async (trx) => {
    await fleetVersionsRepository(trx).bump(userId)
    return write(trx)
  })
}

/**
 * The ETags of one fleet list (`name`, answered as `answer` describes). A tag names the caller,
 * the list's variant (kind, cars or trailers), the fleet's version, the stored reference data
 * (the last migration: a brand's title) and the answer's shape (its schema), hashed: a client
 * learns nothing from it, and another account's tag never names this account's list. None of
 * these lists says anything in the request's language, so the language is not in the tag.
 */
export function fleetListTags(db: Db, name: string, answer: TSchema) {
  const versions = fleetVersionsRepository(db)
  const shape = createHash('sha256').update(JSON.stringify(answer)).digest('base64url')
  const tagOf = (userId: number, variant: string, version: number) =>
    `W/"${createHash('sha256')
      .update(`${LATEST_MIGRATION}|${shape}|${name}|${variant}|${userId}|${version}`)
      .digest('base64url')
      .slice(0, 22)}"`

  return {
    /**
     * Answers 304 when the request's If-None-Match names the list as it is now. Called by the
     * handler, so after the route's hooks checked the session: an ended session gets its 401.
     */
    async notModified(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      variant: string,
    ) {
      if (!request.headers['if-none-match']) return false
      const tag = tagOf(userId, variant, await versions.current(userId))
      if (!namesCurrentTag(request, tag)) return false
      await reply.code(304).header('etag', tag).send()
      return true
    },

    /**
     * Reads the list by `read` (whose rows carry `fleetVersionColumn`) and sets its ETag. An empty
     * list has no row to carry the version: the version is then read first and the list again,
     * so a tag is never newer than the list it is sent with.
     */
    async read<Row extends { fleet_version: number | null }>(
      reply: FastifyReply,
      userId: number,
      variant: string,
      read: () => Promise<Row[]>,
    ): Promise<Omit<Row, 'fleet_version'>[]> {
      let rows = await read()
      let version = rows[0]?.fleet_version
      if (rows.length === 0) {
        const before = await versions.current(userId)
        rows = await read()
        version = rows[0]?.fleet_version ?? before
      }
      reply.header('etag', tagOf(userId, variant, version ?? 0))
      return rows.map(({ fleet_version: _, ...row }) => row)
    },
  }
}
