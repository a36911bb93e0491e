import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'

/** E-mail changes waiting for their code: at most one per account, the newest request wins. */
export function emailChangesRepository(db: Db) {
  return {
    async replace(change: {
      userId: number
      newEmail: string
      codeHash: string
      lang: Lang
      expiresAt: Date
    }) {
      const row = {
        new_email: change.newEmail,
        code_hash: change.codeHash,
        lang: change.lang,
        failed_attempts: 0,
        created_at: new Date(),
        expires_at: change.expiresAt,
      }
      await db
        .insertInto('email_changes')
        .values({ user_id: change.userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute()
    },

    /**
     * Spends one try of the account's live change before its code is compared (one conditional
     * UPDATE: parallel guesses cannot pass the limit). Undefined when none is live.
     */
    spendTry(userId: number, maxTries: number) {
      return db
        .updateTable('email_changes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('failed_attempts', '<', maxTries)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['new_email', 'code_hash', 'failed_attempts'])
        .executeTakeFirst()
    },

    /** The address a live change (unexpired, tries left) waits to move the account to. */
    async pendingEmail(userId: number, maxTries: number): Promise<string | null> {
      const row = await db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', userId)
        .where('failed_attempts', '<', maxTries)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
      return row?.new_email ?? null
    },

    async remove(userId: number) {
      await db.deleteFrom('email_changes').where('user_id', '=', userId).execute()
    },
  }
}
