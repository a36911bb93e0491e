import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import type { MailQueue } from '../mail/mail-queue.js'
import type { Mailer } from '../mail/mailer.js'
import { operatorInvitationLetter } from '../mail/office-letters.js'
import type { Passwords } from '../security/passwords.js'
import { randomToken } from '../security/secrets.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { operatorAccountsRepository } from './operator-accounts.repository.js'
import { usersRepository } from './users.repository.js'

/** An invitation's link works this long, and once (ADR 0064). */
export const INVITATION_HOURS = 72

export interface InvitationDeps {
  db: Db
  mailer: Mailer
  passwords: Passwords
  config: { webPublicUrl: string }
}

/**
 * Operators invite operators: the invited account exists at once (status `invited`, no usable
 * password); the letter with its link is a mail job that makes the token itself, so the token is
 * never stored in plain, not even in the outbox. Accepting sets the password, activates the
 * account and logs it in.
 */
export function operatorInvitations(deps: InvitationDeps & { mailQueue?: MailQueue }) {
  const { db, passwords, mailer, config } = deps
  const operators = operatorAccountsRepository(db)

  return {
    async invite(inviterId: number, input: { email: string; name: string; lang: Lang }) {
      const email = input.email.trim()
      const name = input.name.trim()
      const existing = await usersRepository(db).findByEmail(email)
      if (existing && (existing.role !== 'operator' || existing.status !== 'invited')) {
        throw ValidationFailed.field('email', 'operator_email_taken')
      }
      let account: Awaited<ReturnType<typeof operators.createInvited>> | undefined
      try {
        account = existing
          ? await operators.renameInvited(existing.id, name, input.lang)
          : await operators.createInvited({
              email,
              name,
              lang: input.lang,
              passwordHash: await passwords.hash(randomToken()),
            })
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationFailed.field('email', 'operator_email_taken')
        throw error
      }
      if (!account) throw ValidationFailed.field('email', 'operator_email_taken')
      await deps.mailQueue?.add('operator-invitation', { userId: account.id, invitedBy: inviterId })
      return account
    },

    /** The mail job: a fresh link (the earlier ones stop working), mailed in the invitee's language. */
    async send(userId: number, invitedBy: number) {
      const account = await operators.one(userId)
      if (account?.status !== 'invited') return
      const inviter = await usersRepository(db).findById(invitedBy)
      const token = randomToken()
      const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000)
      await db.transaction().execute(async (trx) => {
        await operatorAccountsRepository(trx).replaceInvitation(userId, invitedBy, token, expiresAt)
      })
      const link = `${config.webPublicUrl}/office/invitation?token=${encodeURIComponent(token)}`
      await mailer.send({
        to: account.email,
        ...operatorInvitationLetter(account.lang, {
          name: account.name,
          invitedBy: inviter?.name ?? '',
          link,
          hours: INVITATION_HOURS,
        }),
      })
    },

    check: (token: string) => operators.live(token),

    /**
     * Sets the password through a live invitation, spending it. Answers the new session, or
     * undefined when the link is unknown, used or expired. Checked before hashing, so made-up
     * tokens cost no hashing.
     */
    async accept(token: string, password: string) {
      if (!(await operators.live(token))) return undefined
      const passwordHash = await passwords.hash(password)
      return db.transaction().execute(async (trx) => {
        const accounts = operatorAccountsRepository(trx)
        const invitation = await accounts.live(token)
        if (!invitation || !(await accounts.spend(invitation.id))) return undefined
        await accounts.activate(invitation.user_id, passwordHash)
        const session = await tokensRepository(trx).issue(invitation.user_id)
        return { token: session, name: invitation.name, userId: invitation.user_id }
      })
    },
  }
}
