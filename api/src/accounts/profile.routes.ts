import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { isUniqueViolation } from '../db/errors.js'
import type { User } from '../db/schema.js'
import { ApiError, ValidationFailed } from '../http/api-error.js'
import { normalizePhone } from '../http/phone.js'
import { limitedWork, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, responses, Status } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { authenticate, currentUser } from '../sessions/authenticate.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { emailChange } from './email-change.js'
import {
  EmailChangeAnswer,
  EmailChangeBody,
  PasswordUpdateBody,
  Profile,
  ProfileBody,
  ProfileUpdateAnswer,
} from './schemas.js'
import { usersRepository } from './users.repository.js'
import { wrongCodeMessage } from './wrong-code.js'

/** The account as `/api/profile` answers it, with the new e-mail waiting for its code, if any. */
export function profileOf(user: User, pendingEmail: string | null) {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    corpname: user.corpname,
    ygtyyarnama_no: user.ygtyyarnama_no,
    ygtyyarnama_expire_date: user.ygtyyarnama_expire_date,
    yegrpo: user.yegrpo,
    pending_email: pendingEmail,
  }
}

/** The account's own details, its e-mail and its password. */
export const profileRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'limiter' | 'mailQueue' | 'mailer' | 'passwords' | 'signer'>
> = async (app, context) => {
  const { db, limiter, passwords } = context
  const users = usersRepository(db)
  const emails = emailChange(context)
  app.addHook('onRequest', authenticate(db))

  /** The current password of a sensitive change; wrong ones count toward a limit. */
  async function checkPassword(userId: number, given: string) {
    const key = String(userId)
    await limiter.consume(RATE_RULES.passwordTriesPerUser, key)
    const user = await users.findById(userId)
    if (!user || !(await passwords.verify(given, user.password_hash))) return false
    await limiter.clear(RATE_RULES.passwordTriesPerUser, key)
    return true
  }

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in account's details",
        security: bearerAuth,
        // Flat, as the enterprise's earlier web client reads it.
        response: responses(Profile, { auth: true }),
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const [user, pendingEmail] = await Promise.all([
        users.findById(userId),
        emails.pending(userId),
      ])
      if (!user) throw new Error('authenticated user vanished')
      return profileOf(user, pendingEmail)
    },
  )

  app.post(
    '/api/profile-update',
    {
      schema: {
        tags: ['profile'],
        summary: "Update the account's details",
        description:
          'A new `email` needs the current `password`; it takes effect once the code mailed to the new address is confirmed at `POST /api/email-change`, and the old address is then told.',
        security: bearerAuth,
        body: ProfileBody,
        response: responses(ProfileUpdateAnswer, {
          auth: true,
          validation: true,
          rateLimited: true,
          busy: true,
        }),
      },
    },
    async (request) => {
      const session = currentUser(request)
      const body = request.body
      const email = body.email.trim()
      const changesEmail = email.toLowerCase() !== session.email.toLowerCase()
      if (changesEmail) {
        if (await users.emailTaken(email, session.id)) {
          throw ValidationFailed.field('email', 'email_taken')
        }
        if (!body.password) throw ValidationFailed.field('password', 'email_change_needs_password')
        if (!(await checkPassword(session.id, body.password))) {
          throw ValidationFailed.field('password', 'invalid_credentials')
        }
        try {
          await limitedWork(
            limiter,
            [
              [RATE_RULES.emailChangeCodesPerUser, String(session.id)],
              [RATE_RULES.emailChangeCodesPerAddress, email.toLowerCase()],
            ],
            () => emails.start(session.id, email, request.lang),
          )
        } catch (error) {
          if (error instanceof ApiError) throw error
          request.log.error({ err: error }, 'e-mail change code could not be mailed')
          return {
            status: 'failure' as const,
            message: translate(request.lang, 'error_sending_email'),
          }
        }
      }
      const user = await users.updateProfile(session.id, {
        name: body.name.trim(),
        phone: normalizePhone(body.phone),
        corpname: body.corpname.trim(),
        ygtyyarnama_no: body.ygtyyarnama_no.trim(),
        yegrpo: body.yegrpo.trim(),
      })
      if (!changesEmail) {
        return { status: 'success' as const, data: profileOf(user, await emails.pending(user.id)) }
      }
      return {
        status: 'success' as const,
        data: profileOf(user, email),
        pending_email: email,
        message: translate(request.lang, 'email_change_code_sent', { email }),
      }
    },
  )

  app.post(
    '/api/email-change',
    {
      schema: {
        tags: ['profile'],
        summary: 'Confirm a new e-mail address with the code mailed to it',
        description:
          'The other sessions of the account end; the old address is told of the change. A wrong code answers `invalid_otp` with the tries left (5 per code).',
        security: bearerAuth,
        body: EmailChangeBody,
        response: responses(EmailChangeAnswer, { auth: true, validation: true }),
      },
    },
    async (request) => {
      const session = currentUser(request)
      try {
        const result = await emails.confirm(session.id, session.tokenId, request.body.code.trim())
        if (!result.ok) {
          return {
            status: 'invalid_otp' as const,
            tries_left: result.triesLeft,
            message: wrongCodeMessage(request.lang, result.triesLeft),
          }
        }
        return { status: 'success' as const, data: profileOf(result.user, null) }
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationFailed.field('code', 'email_taken')
        throw error
      }
    },
  )

  app.post(
    '/api/passwd-update',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the password; other sessions of the account end',
        security: bearerAuth,
        body: PasswordUpdateBody,
        response: responses(
          Type.Object({
            status: Status('success', 'invalid_credentials'),
            message: Type.Optional(Type.String()),
          }),
          { auth: true, validation: true, rateLimited: true, busy: true },
        ),
      },
    },
    async (request) => {
      const session = currentUser(request)
      const body = request.body
      if (body.passwd !== body.passwd_confirmation) {
        throw ValidationFailed.field('passwd_confirmation', 'passwords_differ')
      }
      if (!(await checkPassword(session.id, body.old_passwd))) {
        return {
          status: 'invalid_credentials' as const,
          message: translate(request.lang, 'invalid_credentials'),
        }
      }
      const passwordHash = await passwords.hash(body.passwd)
      await db.transaction().execute(async (trx) => {
        await usersRepository(trx).setPassword(session.id, passwordHash)
        await tokensRepository(trx).revokeAll(session.id, session.tokenId)
      })
      return { status: 'success' as const }
    },
  )
}
