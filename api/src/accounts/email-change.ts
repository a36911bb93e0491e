import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import type { MailQueue } from '../mail/mail-queue.js'
import type { Mailer } from '../mail/mailer.js'
import { emailChangeCodeLetter } from '../mail/templates.js'
import { randomCode, type Signer, safeEqual } from '../security/secrets.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { emailChangesRepository } from './email-changes.repository.js'
import { usersRepository } from './users.repository.js'

/** A code for a new address: 6 digits, 10 minutes, 5 wrong tries — as at sign-up. */
export const EMAIL_CHANGE_RULES = { codeMinutes: 10, maxWrongTries: 5 }
const CODE_PURPOSE = 'email-change-code'

export interface EmailChangeDeps {
  db: Db
  mailer: Mailer
  signer: Signer
  mailQueue: MailQueue
}

/**
 * Changing an account's e-mail: the current password is checked by the caller, a code goes to
 * the new address, and only that code moves the account there; the old address is then told.
 * A stolen session alone cannot move an account to a stranger's mailbox.
 */
export function emailChange({ db, mailer, signer, mailQueue }: EmailChangeDeps) {
  const changes = emailChangesRepository(db)
  const codeHash = (userId: number, newEmail: string, code: string) =>
    signer.hmac(CODE_PURPOSE, `${userId}:${newEmail.toLowerCase()}:${code}`)

  return {
    /** The new address waiting for its code, if a change is live. */
    pending(userId: number) {
      return changes.pendingEmail(userId, EMAIL_CHANGE_RULES.maxWrongTries)
    },

    /** Mails a code to `newEmail`; a request made before is replaced. */
    async start(userId: number, newEmail: string, lang: Lang) {
      const code = randomCode()
      await changes.replace({
        userId,
        newEmail,
        codeHash: codeHash(userId, newEmail, code),
        lang,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_RULES.codeMinutes * 60_000),
      })
      try {
        await mailer.send({
          to: newEmail,
          ...emailChangeCodeLetter(lang, code, EMAIL_CHANGE_RULES.codeMinutes),
        })
      } catch (error) {
        await changes.remove(userId)
        throw error
      }
    },

    /**
     * Moves the account to the new address when `code` is right, ending its other sessions.
     * Answers the wrong tries left when it is not; a 422 when no change is waiting.
     */
    async confirm(userId: number, tokenId: number, code: string) {
      const change = await changes.spendTry(userId, EMAIL_CHANGE_RULES.maxWrongTries)
      if (!change) throw ValidationFailed.field('code', 'email_change_none')
      if (!safeEqual(change.code_hash, codeHash(userId, change.new_email, code))) {
        return {
          ok: false as const,
          triesLeft: EMAIL_CHANGE_RULES.maxWrongTries - change.failed_attempts,
        }
      }
      try {
        const { user, oldEmail } = await db.transaction().execute(async (trx) => {
          const accounts = usersRepository(trx)
          const before = await accounts.findById(userId)
          if (!before) throw new Error('authenticated user vanished')
          const after = await accounts.setEmail(userId, change.new_email)
          await emailChangesRepository(trx).remove(userId)
          await tokensRepository(trx).revokeAll(userId, tokenId)
          return { user: after, oldEmail: before.email }
        })
        // Sent from the queue: the old address is told even if the mail system is down now.
        await mailQueue.add('email-changed', {
          to: oldEmail,
          lang: user.lang,
          name: user.name,
          newEmail: user.email,
        })
        return { ok: true as const, user }
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationFailed.field('code', 'email_taken')
        throw error
      }
    },
  }
}
