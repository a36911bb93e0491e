import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { SignupDetails } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'

/** Sign-up challenges: the details of phase 1 waiting for their code and their password. */
export function signupChallengesRepository(db: Db) {
  return {
    async create(challenge: {
      id: string
      details: SignupDetails
      codeHash: string
      lang: Lang
      expiresAt: Date
    }) {
      await db
        .insertInto('signup_challenges')
        .values({
          id: challenge.id,
          email: challenge.details.email,
          details: JSON.stringify(challenge.details),
          code_hash: challenge.codeHash,
          lang: challenge.lang,
          expires_at: challenge.expiresAt,
        })
        .execute()
    },

    async remove(id: string) {
      await db.deleteFrom('signup_challenges').where('id', '=', id).execute()
    },

    find(id: string) {
      return db
        .selectFrom('signup_challenges')
        .select(['verified_at', 'consumed_at'])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    /**
     * Spends one try of a live challenge before its code is compared, in one conditional UPDATE,
     * so parallel guesses cannot exceed `maxTries`. Undefined when none is left or it expired.
     */
    spendTry(id: string, maxTries: number) {
      return db
        .updateTable('signup_challenges')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('failed_attempts', '<', maxTries)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('consumed_at', 'is', null)
        .returning(['failed_attempts', 'code_hash'])
        .executeTakeFirst()
    },

    /** The right code: the challenge is verified and the try it spent is given back. */
    async verify(id: string) {
      await db
        .updateTable('signup_challenges')
        .set((eb) => ({ verified_at: new Date(), failed_attempts: eb('failed_attempts', '-', 1) }))
        .where('id', '=', id)
        .execute()
    },

    /** Uses a challenge up, once: its details, or undefined when it was used already. */
    consume(id: string) {
      return db
        .updateTable('signup_challenges')
        .set({ consumed_at: new Date() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .returning(['details', 'created_at'])
        .executeTakeFirst()
    },
  }
}
