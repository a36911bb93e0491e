import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { Database } from '../db/schema.js'
import { sha256 } from '../security/secrets.js'

/** Password-reset links: stored as the SHA-256 of their value, live until used or expired. */
export function passwordResetsRepository(db: Db) {
  const live =
    (userId: number, linkValue: string) => (eb: ExpressionBuilder<Database, 'password_resets'>) =>
      eb.and([
        eb('user_id', '=', userId),
        eb('token_hash', '=', sha256(linkValue)),
        eb('used_at', 'is', null),
        eb('expires_at', '>', sql<Date>`now()`),
      ])

  return {
    /** A new link for the user; the links sent before stop working. */
    async replace(userId: number, linkValue: string, expiresAt: Date) {
      await db
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute()
      await db
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: sha256(linkValue), expires_at: expiresAt })
        .execute()
    },

    async isLive(userId: number, linkValue: string) {
      const link = await db
        .selectFrom('password_resets')
        .select('id')
        .where(live(userId, linkValue))
        .executeTakeFirst()
      return link !== undefined
    },

    /** Spends a live link in one statement; false when it was not (or no longer) live. */
    async spend(userId: number, linkValue: string) {
      const spent = await db
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where(live(userId, linkValue))
        .returning('id')
        .executeTakeFirst()
      return spent !== undefined
    },
  }
}
