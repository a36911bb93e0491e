import { sql } from 'kysely'
import type { Db } from '../db/database.js'

/** Creates' answers by their clients' idempotency keys (migration 019, http/idempotency.ts). */
export function idempotencyKeysRepository(db: Db) {
  return {
    find(scope: string, key: string) {
      return db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status_code', 'answer'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst()
    },

    /**
     * Takes the key for this transaction's create; false when another request holds it. On
     * PostgreSQL, a key taken by a transaction still open makes this wait for its end.
     */
    async claim(scope: string, key: string, fingerprint: string) {
      const rows = await db
        .insertInto('idempotency_keys')
        .values({ scope, key, fingerprint, status_code: 0, answer: 'null' })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .returning('key')
        .execute()
      return rows.length === 1
    },

    async keep(scope: string, key: string, statusCode: number, answer: unknown) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, answer: JSON.stringify(answer) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute()
    },

    /** Forgets keys older than `hours`; answers how many went. */
    async sweep(hours: number) {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
