import { usersRepository } from '../accounts/accounts.shared.js'
import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import type { MemberRole } from '../db/schema.js'
import { ApiError, ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'
import type { MailQueue } from '../mail/mail-queue.js'
import type { Mailer } from '../mail/mailer.js'
import type { Passwords } from '../security/passwords.js'
import { randomToken } from '../security/secrets.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { companiesRepository } from './companies.repository.js'
import { companyInvitationLetter } from './invitation-letter.js'
import { invitationsRepository } from './invitations.repository.js'

/** An invitation's link works this long, and once. */
export const COMPANY_INVITATION_HOURS = 72

export interface CompanyInvitationDeps {
  db: Db
  mailer: Mailer
  passwords: Passwords
  config: { webPublicUrl: string }
}

const invalid = () => ValidationFailed.field('token', 'invitation_invalid')

/**
 * An administrator invites a person by e-mail into their company with a role. The letter is a
 * mail job that makes the link itself, so no link is ever stored in plain, not even in the
 * outbox. The invited person accepts signed in (an account they have) or by creating an account
 * for the invited address; either way the link works once, for 72 hours, until revoked.
 */
export function companyInvitations(deps: CompanyInvitationDeps & { mailQueue?: MailQueue }) {
  const { db, mailer, passwords, config } = deps

  return {
    async invite(
      companyId: number,
      inviterId: number,
      input: { email: string; role: MemberRole; lang: Lang },
    ) {
      const email = input.email.trim()
      const person = await usersRepository(db).findByEmail(email)
      if (person && (await companiesRepository(db).isMember(companyId, person.id))) {
        throw ValidationFailed.field('email', 'already_member')
      }
      const id = await invitationsRepository(db).create({
        companyId,
        email,
        role: input.role,
        lang: input.lang,
        invitedBy: inviterId,
        // Never mailed: the letter's job makes the link that works.
        token: randomToken(),
        expiresAt: new Date(Date.now() + COMPANY_INVITATION_HOURS * 3_600_000),
      })
      await deps.mailQueue?.add('company-invitation', { invitationId: id })
      return id
    },

    /** The mail job: a fresh link, mailed in the invitee's language. */
    async send(invitationId: number) {
      const token = randomToken()
      const invitation = await invitationsRepository(db).renew(invitationId, token)
      if (!invitation) return
      const [company, inviter] = await Promise.all([
        companiesRepository(db).nameOf(invitation.company_id),
        usersRepository(db).findById(invitation.invited_by),
      ])
      await mailer.send({
        to: invitation.email,
        ...companyInvitationLetter(invitation.lang, {
          company: company ?? '',
          invitedBy: inviter?.name ?? '',
          role: translate(invitation.lang, `role_${invitation.role}`),
          link: `${config.webPublicUrl}/invitation?token=${encodeURIComponent(token)}`,
          hours: COMPANY_INVITATION_HOURS,
        }),
      })
    },

    /** What a live link invites to, and whether the address has an account to log in with. */
    async check(token: string) {
      const invitation = await invitationsRepository(db).live(token)
      if (!invitation) throw invalid()
      const account = await usersRepository(db).findByEmail(invitation.email)
      return { ...invitation, accountExists: account !== undefined }
    },

    /** A signed-in person accepts: they join the company, and their session works for it. */
    async accept(token: string, person: { id: number; email: string; tokenId: number }) {
      return db.transaction().execute(async (trx) => {
        const invitations = invitationsRepository(trx)
        const invitation = await invitations.live(token)
        if (!invitation) throw invalid()
        if (invitation.email.toLowerCase() !== person.email.toLowerCase()) {
          throw ValidationFailed.field('token', 'invitation_other_email')
        }
        const members = companiesRepository(trx)
        if (await members.isMember(invitation.company_id, person.id)) {
          throw ValidationFailed.field('token', 'already_member')
        }
        if (!(await invitations.accept(invitation.id, person.id))) throw invalid()
        await members.add(invitation.company_id, person.id, invitation.role)
        await tokensRepository(trx).chooseCompany(person.tokenId, person.id, invitation.company_id)
        return invitation
      })
    },

    /**
     * A person without an account accepts: an account for the invited address, with no company
     * of its own, a member of this one, signed in. Checked before hashing, so made-up links
     * cost no hashing.
     */
    async register(input: { token: string; name: string; password: string; lang: Lang }) {
      const found = await invitationsRepository(db).live(input.token)
      if (!found) throw invalid()
      if (await usersRepository(db).findByEmail(found.email)) {
        throw ValidationFailed.field('token', 'invitation_account_exists')
      }
      const passwordHash = await passwords.hash(input.password)
      try {
        return await db.transaction().execute(async (trx) => {
          const invitation = await invitationsRepository(trx).live(input.token)
          if (!invitation) throw invalid()
          const user = await usersRepository(trx).create(
            {
              name: input.name.trim(),
              email: invitation.email,
              password_hash: passwordHash,
              privacy_accepted_at: new Date(),
              lang: input.lang,
            },
            { foundsCompany: false },
          )
          if (!(await invitationsRepository(trx).accept(invitation.id, user.id))) throw invalid()
          await companiesRepository(trx).add(invitation.company_id, user.id, invitation.role)
          const session = await tokensRepository(trx).issue(user.id)
          return { token: session, name: user.name }
        })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw ValidationFailed.field('token', 'invitation_account_exists')
        }
        throw error
      }
    },

    async revoke(companyId: number, invitationId: number) {
      if (!(await invitationsRepository(db).revoke(companyId, invitationId))) {
        throw new ApiError(404, 'invitation_not_found')
      }
    },
  }
}
