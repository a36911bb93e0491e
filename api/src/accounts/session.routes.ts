import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, responses, Status } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { randomToken } from '../security/secrets.js'
import { authenticate, currentUser } from './authenticate.js'
import { LoginAnswer, LoginBody } from './schemas.js'
import { tokensRepository } from './tokens.repository.js'
import { usersRepository } from './users.repository.js'

export const sessionRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, limiter, config, passwords } = context
  const users = usersRepository(db)
  const tokens = tokensRepository(db)
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : ''

  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['session'],
        summary: "Sanctum's handshake: sets the XSRF-TOKEN and session cookies",
        description:
          'Kept for clients written for Sanctum. The API authenticates by bearer token; the cookies carry no authority.',
        response: { 204: Type.Null({ description: 'Cookies set' }) },
      },
    },
    async (_request, reply) => {
      reply.header('set-cookie', [
        `XSRF-TOKEN=${randomToken()}; Path=/; Max-Age=7200; SameSite=Lax${secure}`,
        `session=${randomToken()}; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax${secure}`,
      ])
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/login-post',
    {
      schema: {
        tags: ['session'],
        summary: 'Log in with e-mail and password; answers a bearer token',
        body: LoginBody,
        response: responses(LoginAnswer, { validation: true, rateLimited: true, busy: true }),
      },
    },
    async (request) => {
      const email = request.body.email.trim()
      const attempt = `${email}|${request.ip}`
      // Hits are taken before the password is checked, so a burst of guesses cannot all pass.
      await limiter.consume(RATE_RULES.loginFailuresPerEmailAndIp, attempt)
      await limiter.consume(RATE_RULES.loginFailuresPerIp, request.ip)

      const user = await users.findByEmail(email)
      // Only an existing account costs a hash; an unknown e-mail waits as long, without one.
      const valid = user
        ? await passwords.verify(request.body.password, user.password_hash)
        : await passwords.verifyNobody()
      if (!user || !valid) {
        return {
          status: 'invalid_creds' as const,
          message: translate(request.lang, 'invalid_creds'),
        }
      }
      await limiter.clear(RATE_RULES.loginFailuresPerEmailAndIp, attempt)
      await limiter.refund(RATE_RULES.loginFailuresPerIp, request.ip)
      if (request.headers['accept-language']) await users.setLang(user.id, request.lang)
      return {
        status: 'success' as const,
        token: await tokens.issue(user.id),
        currentUserName: user.name,
      }
    },
  )

  app.get(
    '/api/logout',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['session'],
        summary: 'Log out: the bearer token stops working',
        security: bearerAuth,
        response: responses(Type.Object({ status: Status('success') }), { auth: true }),
      },
    },
    async (request) => {
      await tokens.revoke(currentUser(request).tokenId)
      return { status: 'success' as const }
    },
  )
}
