import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import type { Mailer } from '../mail/mailer.js'
import { passwordResetLetter } from '../mail/templates.js'
import type { Passwords } from '../security/passwords.js'
import { randomToken } from '../security/secrets.js'
import { passwordResetsRepository } from './password-resets.repository.js'
import { tokensRepository } from './tokens.repository.js'
import { usersRepository } from './users.repository.js'

/** A random link, stored hashed, valid 60 minutes, used once (ADR 0006). */
export const RESET_LINK_MINUTES = 60

export interface PasswordResetDeps {
  db: Db
  mailer: Mailer
  passwords: Passwords
  config: { webPublicUrl: string }
}

export function passwordReset({ db, mailer, passwords, config }: PasswordResetDeps) {
  const users = usersRepository(db)

  return {
    /**
     * The mail queue's job: mails a link when the e-mail belongs to an account, nothing when it
     * does not. It runs after the answer, so the answer takes the same time either way.
     */
    async sendLink(email: string, lang: Lang) {
      const user = await users.findByEmail(email)
      if (!user) return
      const linkValue = randomToken()
      await db.transaction().execute(async (trx) => {
        const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000)
        await passwordResetsRepository(trx).replace(user.id, linkValue, expiresAt)
      })
      const link = `${config.webPublicUrl}/password-reset/${encodeURIComponent(linkValue)}?user_id=${user.id}`
      await mailer.send({
        to: user.email,
        ...passwordResetLetter(lang, user.name, link, RESET_LINK_MINUTES),
      })
    },

    isValid: (userId: number, linkValue: string) =>
      passwordResetsRepository(db).isLive(userId, linkValue),

    /**
     * Sets the new password through a live link, spending it, and ends every other session.
     * The link is checked before the password is hashed, so made-up links cost no hashing.
     * Answers the new session, or undefined when the link is not (or no longer) valid.
     */
    async complete(userId: number, linkValue: string, password: string) {
      if (!(await passwordResetsRepository(db).isLive(userId, linkValue))) return undefined
      const passwordHash = await passwords.hash(password)
      return db.transaction().execute(async (trx) => {
        if (!(await passwordResetsRepository(trx).spend(userId, linkValue))) return undefined
        const accounts = usersRepository(trx)
        await accounts.setPassword(userId, passwordHash)
        const tokens = tokensRepository(trx)
        await tokens.revokeAll(userId)
        const user = await accounts.findById(userId)
        return { token: await tokens.issue(userId), name: user?.name ?? '' }
      })
    },
  }
}
