import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../app.js'
import type { User } from '../db/schema.js'
import { ValidationFailed } from '../http/api-error.js'
import { bearerAuth, normalizePhone, responses, Status } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { hashPassword, verifyPassword } from '../security/passwords.js'
import { authenticate, currentUser } from './authenticate.js'
import { PasswordUpdateBody, Profile, ProfileBody } from './schemas.js'
import { tokensRepository } from './tokens.repository.js'
import { isUniqueViolation, usersRepository } from './users.repository.js'

const PASSWORD_TRIES = { name: 'passwd-update', limit: 10, windowSeconds: 15 * 60 }

function profileOf(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    corpname: user.corpname,
    ygtyyarnama_no: user.ygtyyarnama_no,
    ygtyyarnama_expire_date: user.ygtyyarnama_expire_date,
    yegrpo: user.yegrpo,
  }
}

/** The account's own details and password. */
export const profileRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, limiter } = context
  const users = usersRepository(db)
  app.addHook('onRequest', authenticate(db))

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
      const user = await users.findById(currentUser(request).id)
      if (!user) throw new Error('authenticated user vanished')
      return profileOf(user)
    },
  )

  app.post(
    '/api/profile-update',
    {
      schema: {
        tags: ['profile'],
        summary: "Update the account's details",
        security: bearerAuth,
        body: ProfileBody,
        response: responses(
          Type.Object({ status: Status('success', 'failure'), data: Type.Optional(Profile) }),
          { auth: true, validation: true },
        ),
      },
    },
    async (request) => {
      const { id } = currentUser(request)
      const body = request.body
      const email = body.email.trim()
      if (await users.emailTaken(email, id)) throw ValidationFailed.field('email', 'email_taken')
      try {
        const user = await users.updateProfile(id, {
          name: body.name.trim(),
          email,
          phone: normalizePhone(body.phone),
          corpname: body.corpname.trim(),
          ygtyyarnama_no: body.ygtyyarnama_no.trim(),
          yegrpo: body.yegrpo.trim(),
        })
        return { status: 'success' as const, data: profileOf(user) }
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationFailed.field('email', 'email_taken')
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
          { auth: true, validation: true, rateLimited: true },
        ),
      },
    },
    async (request) => {
      const session = currentUser(request)
      const body = request.body
      if (body.passwd !== body.passwd_confirmation) {
        throw ValidationFailed.field('passwd_confirmation', 'passwords_differ')
      }
      const key = String(session.id)
      await limiter.assertAllowed(PASSWORD_TRIES, key)
      const user = await users.findById(session.id)
      if (!user || !(await verifyPassword(body.old_passwd, user.password_hash))) {
        await limiter.hit(PASSWORD_TRIES, key)
        return {
          status: 'invalid_credentials' as const,
          message: translate(request.lang, 'invalid_credentials'),
        }
      }
      const passwordHash = await hashPassword(body.passwd)
      await db.transaction().execute(async (trx) => {
        await usersRepository(trx).setPassword(user.id, passwordHash)
        await tokensRepository(trx).revokeAll(user.id, session.tokenId)
      })
      await limiter.clear(PASSWORD_TRIES, key)
      return { status: 'success' as const }
    },
  )
}
