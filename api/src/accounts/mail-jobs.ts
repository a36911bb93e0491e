import type { Lang } from '../i18n/lang.js'
import type { MailJobHandler } from '../mail/mail-queue.js'
import type { Mailer } from '../mail/mailer.js'
import { emailChangedLetter } from '../mail/templates.js'
import { operatorInvitations } from './operator-invitations.js'
import { type PasswordResetDeps, passwordReset } from './password-reset.js'

/** The accounts' mail sent after the answer, from the queue (see mail/mail-queue.ts). */
export function accountMailJobs(deps: PasswordResetDeps & { mailer: Mailer }) {
  const reset = passwordReset(deps)
  const invitations = operatorInvitations(deps)
  return {
    'operator-invitation': (async (payload) => {
      await invitations.send(Number(payload.userId), Number(payload.invitedBy))
    }) satisfies MailJobHandler,
    'password-reset': (async (payload) => {
      await reset.sendLink(String(payload.email), payload.lang as Lang)
    }) satisfies MailJobHandler,
    'email-changed': (async (payload) => {
      await deps.mailer.send({
        to: String(payload.to),
        ...emailChangedLetter(payload.lang as Lang, String(payload.name), String(payload.newEmail)),
      })
    }) satisfies MailJobHandler,
  }
}
