import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { enterpriseToday } from '../calendar/days.js'
import type { AppContext } from '../context.js'
import { phasedValidator, withBodyCheck } from '../http/ajv.js'
import { ValidationFailed } from '../http/api-error.js'
import { normalizePhone } from '../http/phone.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { responses } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { sessionCookies } from '../sessions/cookie-session.js'
import { registration } from './registration.js'
import { RegistrationAnswer, RegistrationBody, RegistrationPhases } from './schemas.js'
import { wrongCodeMessage } from './wrong-code.js'

export const registrationRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'limiter' | 'mailer' | 'passwords' | 'signer'>
> = async (app, context) => {
  const signup = registration(context)
  const { limiter } = context
  const cookies = sessionCookies(context.config.publicUrl.startsWith('https:'))

  app.post(
    '/api/registration-post',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign up in three phases: details, the e-mailed code, the password',
        body: RegistrationBody,
        response: responses(RegistrationAnswer, {
          validation: true,
          rateLimited: true,
          busy: true,
        }),
      },
      validatorCompiler: withBodyCheck(phasedValidator(RegistrationPhases)),
    },
    async (request, reply) => {
      const body = request.body
      const lang = request.lang
      switch (body.phase) {
        case 1: {
          // Every attempt counts, whatever its answer (an address already registered included).
          await limiter.consume(RATE_RULES.signupAttemptsPerIp, request.ip)
          if (body.ygtyyarnama_expire_date < enterpriseToday()) {
            throw ValidationFailed.field('ygtyyarnama_expire_date', 'date_not_past')
          }
          const details = {
            name: body.name.trim(),
            phone: normalizePhone(body.phone),
            email: body.email.trim(),
            corpname: body.corpname.trim(),
            ygtyyarnama_no: body.ygtyyarnama_no.trim(),
            ygtyyarnama_expire_date: body.ygtyyarnama_expire_date,
            yegrpo: body.yegrpo.trim(),
          }
          await limiter.consume(RATE_RULES.signupCodesPerEmail, details.email)
          try {
            return { status: 'success' as const, otp_hashed: await signup.start(details, lang) }
          } catch (error) {
            request.log.error({ err: error }, 'sign-up code could not be mailed')
            // The code reached no one: it does not count against the e-mail's codes.
            await limiter.refund(RATE_RULES.signupCodesPerEmail, details.email)
            return {
              status: 'error_sending_email' as const,
              message: translate(lang, 'error_sending_email'),
            }
          }
        }
        case 2: {
          const { ok, triesLeft } = await signup.verify(body.otp_hashed, body.otp.trim())
          return ok
            ? { status: 'success' as const }
            : {
                status: 'invalid_otp' as const,
                tries_left: triesLeft,
                message: wrongCodeMessage(lang, triesLeft),
              }
        }
        case 3: {
          if (body.passwd !== body.passwd_confirmation) {
            throw ValidationFailed.field('passwd_confirmation', 'passwords_differ')
          }
          const session = await signup.complete(body.otp_hashed, body.passwd, lang)
          cookies.start(reply, session.token)
          return { status: 'success' as const, token: session.token, currentUserName: session.name }
        }
      }
    },
  )
}
