import { sql } from 'kysely'
import type { AppContext } from '../app.js'
import type { Lang } from '../i18n/lang.js'
import { passwordResetLetter } from '../mail/templates.js'
import { hashPassword } from '../security/passwords.js'
import { randomToken, sha256 } from '../security/secrets.js'
import { tokensRepository } from './tokens.repository.js'
import { usersRepository } from './users.repository.js'

/** decisions.md §3: a random link, stored hashed, valid 60 minutes, used once. */
export const RESET_LINK_MINUTES = 60

export function passwordReset({ db, mailer, config }: AppContext) {
  const users = usersRepository(db)

  return {
    /**
     * Mails a link when the e-mail belongs to an account; says nothing either way. A new link
     * replaces the ones sent before.
     */
    async request(email: string, lang: Lang) {
      const user = await users.findByEmail(email)
      if (!user) return
      const linkValue = randomToken()
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute()
        await trx
          .insertInto('password_resets')
          .values({
            user_id: user.id,
            token_hash: sha256(linkValue),
            expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
          })
          .execute()
      })
      const link = `${config.webPublicUrl}/password-reset/${encodeURIComponent(linkValue)}?user_id=${user.id}`
      await mailer.send({
        to: user.email,
        ...passwordResetLetter(lang, user.name, link, RESET_LINK_MINUTES),
      })
    },

    async isValid(userId: number, linkValue: string) {
      const link = await db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', userId)
        .where('token_hash', '=', sha256(linkValue))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
      return link !== undefined
    },

    /**
     * Sets the new password through a live link, spending it, and ends every other session.
     * Answers the new session, or undefined when the link is not (or no longer) valid.
     */
    async complete(userId: number, linkValue: string, password: string) {
      const passwordHash = await hashPassword(password)
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('user_id', '=', userId)
          .where('token_hash', '=', sha256(linkValue))
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('id')
          .executeTakeFirst()
        if (!link) return undefined
        await usersRepository(trx).setPassword(userId, passwordHash)
        const tokens = tokensRepository(trx)
        await tokens.revokeAll(userId)
        const user = await usersRepository(trx).findById(userId)
        return { token: await tokens.issue(userId), name: user?.name ?? '' }
      })
    },
  }
}
