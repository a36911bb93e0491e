import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { phasedValidator, withBodyCheck } from '../http/ajv.js'
import { ValidationFailed } from '../http/api-error.js'
import { entityIdIn } from '../http/ids.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { responses } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { sessionCookies } from '../sessions/cookie-session.js'
import { passwordReset } from './password-reset.js'
import { ResetAnswer, ResetBody, ResetPhases } from './schemas.js'

export const passwordResetRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'limiter' | 'mailQueue' | 'mailer' | 'passwords'>
> = async (app, context) => {
  const reset = passwordReset(context)
  const { limiter, mailQueue } = context
  const cookies = sessionCookies(context.config.publicUrl.startsWith('https:'))

  app.post(
    '/api/passwd-reset',
    {
      schema: {
        tags: ['session'],
        summary:
          'Reset a forgotten password in three phases: request a link, check it, set the password',
        description:
          'Phase 1 answers `success` at once whether or not the e-mail has an account; the link is mailed afterwards.',
        body: ResetBody,
        response: responses(ResetAnswer, { validation: true, rateLimited: true, busy: true }),
      },
      validatorCompiler: withBodyCheck(phasedValidator(ResetPhases)),
    },
    async (request, reply) => {
      const body = request.body
      const lang = request.lang
      const linkInvalid = () => ({
        status: 'failure' as const,
        message: translate(lang, 'reset_link_invalid'),
      })
      switch (body.phase) {
        case 1: {
          const email = body.email.trim()
          await limiter.consume(RATE_RULES.resetRequestsPerEmail, email)
          await limiter.consume(RATE_RULES.resetRequestsPerIp, request.ip)
          // The same work for every e-mail: whether one has an account shows in no timing.
          await mailQueue.add('password-reset', { email, lang })
          return { status: 'success' as const }
        }
        case 2: {
          await limiter.consume(RATE_RULES.resetLinkFailuresPerIp, request.ip)
          const userId = entityIdIn(body.user_id)
          if (userId === null || !body.link_value) return linkInvalid()
          if (!(await reset.isValid(userId, body.link_value))) return linkInvalid()
          await limiter.refund(RATE_RULES.resetLinkFailuresPerIp, request.ip)
          return { status: 'success' as const }
        }
        case 3: {
          if (body.new_password !== body.new_password_confirmation) {
            throw ValidationFailed.field('new_password_confirmation', 'passwords_differ')
          }
          await limiter.consume(RATE_RULES.resetLinkFailuresPerIp, request.ip)
          const userId = entityIdIn(body.user_id)
          if (userId === null || !body.link_value) return linkInvalid()
          const session = await reset.complete(userId, body.link_value, body.new_password)
          if (!session) return linkInvalid()
          await limiter.refund(RATE_RULES.resetLinkFailuresPerIp, request.ip)
          cookies.start(reply, session.token)
          return { status: 'success' as const, token: session.token, currentUserName: session.name }
        }
      }
    },
  )
}
