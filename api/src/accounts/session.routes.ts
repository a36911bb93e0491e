import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, responses, Status } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { authenticate, currentUser } from '../sessions/authenticate.js'
import { sessionCookies } from '../sessions/cookie-session.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { trustedDevices } from '../sessions/trusted-device.js'
import { createLoginLimits } from './login-limits.js'
import { LoginAnswer, LoginBody } from './schemas.js'
import { usersRepository } from './users.repository.js'

export const sessionRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'limiter' | 'passwords' | 'signer'>
> = async (app, context) => {
  const { db, limiter, config, passwords, signer } = context
  const users = usersRepository(db)
  const tokens = tokensRepository(db)
  const secure = config.publicUrl.startsWith('https:')
  const cookies = sessionCookies(secure)
  const devices = trustedDevices(signer, secure)
  const limits = createLoginLimits(limiter)

  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['session'],
        summary: "Sanctum's handshake: sets the XSRF-TOKEN cookie",
        description:
          'For browser clients written for Sanctum. With a session cookie, XSRF-TOKEN is the value its calls must echo as X-XSRF-TOKEN; without one it carries no authority. The session cookie itself comes from login, sign-up and password reset.',
        response: { 204: Type.Null({ description: 'Cookie set' }) },
      },
    },
    async (request, reply) => {
      cookies.handshake(request, reply)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/login-post',
    {
      schema: {
        tags: ['session'],
        summary:
          'Log in with e-mail and password; answers a bearer token and sets the session cookie',
        body: LoginBody,
        response: responses(LoginAnswer, { validation: true, rateLimited: true, busy: true }),
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim()
      const found = await users.findByEmail(email)
      // An invited operator (no password yet) or a deactivated account is not one to log in to.
      const user = found?.status === 'active' ? found : undefined
      const device = devices.read(devices.cookieOf(request), user)
      // Checked against the failures counted so far; this attempt is counted once it is known.
      const attempt = await limits.begin({ email, address: request.ip, device: device?.id })
      let valid: boolean
      try {
        // Any other e-mail costs a hash as well, on the same threads: timing tells nothing.
        // A trusted device's check goes before strangers' (the key is the account's own).
        valid = user
          ? await passwords.verify(
              request.body.password,
              user.password_hash,
              device ? 'urgent' : 'normal',
            )
          : await passwords.verifyNobody(request.body.password)
      } catch (error) {
        // Busy (the hashing queue is full), or a failure of ours: no answer, nothing counted.
        attempt.abandoned()
        throw error
      }
      if (!user || !valid) {
        await attempt.failed()
        return {
          status: 'invalid_creds' as const,
          message: translate(request.lang, 'invalid_creds'),
        }
      }
      await attempt.succeeded()
      if (request.headers['accept-language']) await tokens.rememberLang(user.id, request.lang)
      const token = await tokens.issue(user.id)
      cookies.start(reply, token)
      const deviceToken = devices.issue(reply, user)
      return {
        status: 'success' as const,
        token,
        currentUserName: user.name,
        device_token: deviceToken,
      }
    },
  )

  app.get(
    '/api/logout',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['session'],
        summary: 'Log out: the token stops working, whether sent as bearer or session cookie',
        security: bearerAuth,
        response: responses(Type.Object({ status: Status('success') }), { auth: true }),
      },
    },
    async (request, reply) => {
      await tokens.revoke(currentUser(request).tokenId)
      cookies.end(reply)
      return { status: 'success' as const }
    },
  )
}
