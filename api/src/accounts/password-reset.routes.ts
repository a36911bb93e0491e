import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'
import { phasedValidator, withBodyCheck } from '../http/ajv.js'
import { ValidationFailed } from '../http/api-error.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { entityIdOf, responses } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { passwordReset } from './password-reset.js'
import { ResetAnswer, ResetBody, ResetPhases } from './schemas.js'

export const passwordResetRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const reset = passwordReset(context)
  const { limiter } = context

  app.post(
    '/api/passwd-reset',
    {
      schema: {
        tags: ['session'],
        summary:
          'Reset a forgotten password in three phases: request a link, check it, set the password',
        body: ResetBody,
        response: responses(ResetAnswer, { validation: true, rateLimited: true }),
      },
      validatorCompiler: withBodyCheck(phasedValidator(ResetPhases)),
    },
    async (request) => {
      const body = request.body
      const lang = request.lang
      const failure = (key: 'reset_link_invalid' | 'error_sending_email') => ({
        status: 'failure' as const,
        message: translate(lang, key),
      })
      switch (body.phase) {
        case 1: {
          const email = body.email.trim()
          await limiter.assertAllowed(RATE_RULES.resetRequestsPerEmail, email)
          await limiter.assertAllowed(RATE_RULES.resetRequestsPerIp, request.ip)
          await limiter.hit(RATE_RULES.resetRequestsPerEmail, email)
          await limiter.hit(RATE_RULES.resetRequestsPerIp, request.ip)
          try {
            await reset.request(email, lang)
          } catch (error) {
            request.log.error({ err: error }, 'password reset link could not be mailed')
            return failure('error_sending_email')
          }
          return { status: 'success' as const }
        }
        case 2:
          return (await reset.isValid(entityIdOf(body.user_id), body.link_value))
            ? { status: 'success' as const }
            : failure('reset_link_invalid')
        case 3: {
          if (body.new_password !== body.new_password_confirmation) {
            throw ValidationFailed.field('new_password_confirmation', 'passwords_differ')
          }
          const session = await reset.complete(
            entityIdOf(body.user_id),
            body.link_value,
            body.new_password,
          )
          return session
            ? { status: 'success' as const, token: session.token, currentUserName: session.name }
            : failure('reset_link_invalid')
        }
      }
    },
  )
}
