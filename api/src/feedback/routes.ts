import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { pages } from '../content/pages.shared.js'
import type { AppContext } from '../context.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { normalizePhone } from '../http/phone.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { Email, Phone, RequiredLines, RequiredText, responses, Status } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { feedbackLetter } from '../mail/templates.js'
import { feedbackRepository } from './feedback.repository.js'

const FeedbackBody = Type.Object({
  department: Type.Optional(
    Type.Union([Type.Literal('general_dep'), Type.Literal('technical_dep')], {
      default: 'general_dep',
    }),
  ),
  name: RequiredText(255),
  email: Type.Optional(Email),
  phone: Phone,
  message: RequiredLines(5000),
})

interface FeedbackAnswer {
  status: 'success' | 'error_sending_email'
  message?: string
}

/**
 * A visitor's message to a department. It is stored first, so nothing is lost when mail fails;
 * then forwarded to the department's address.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'limiter' | 'mailer'>
> = async (app, context) => {
  const { db, mailer, limiter } = context
  const messages = feedbackRepository(db)
  const createOnce = idempotentCreates(db)

  app.post(
    '/api/feedback-post',
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message to a department of the enterprise',
        headers: IdempotencyHeaders,
        body: FeedbackBody,
        response: responses(
          Type.Object({
            status: Status('success', 'error_sending_email'),
            message: Type.Optional(Type.String()),
          }),
          { validation: true, rateLimited: true },
        ),
      },
    },
    async (request, reply) => {
      await limiter.consume(RATE_RULES.feedbackPerIp, request.ip)
      const body = request.body
      const message = {
        department: body.department ?? 'general_dep',
        name: body.name.trim(),
        email: body.email?.trim() ?? '',
        phone: normalizePhone(body.phone),
        message: body.message.trim(),
        lang: request.lang,
      }
      let savedId = 0
      const stored = async (trx: typeof db) => {
        savedId = await feedbackRepository(trx).store(message)
        return { status: 'success' as const } as FeedbackAnswer
      }
      // The letter goes once the message is committed; its outcome is the answer kept.
      const mailed = async (answer: FeedbackAnswer): Promise<FeedbackAnswer> => {
        const to = pages.contacts.departments.find((d) => d.code === message.department)?.emails[0]
        try {
          if (!to) throw new Error(`no e-mail address for ${message.department}`)
          await mailer.send({ to, ...feedbackLetter(message) })
          await messages.markMailed(savedId)
          return answer
        } catch (error) {
          request.log.error({ err: error, feedbackId: savedId }, 'feedback stored but not mailed')
          return {
            status: 'error_sending_email' as const,
            message: translate(request.lang, 'error_sending_email'),
          }
        }
      }
      return createOnce(request, reply, body, stored, mailed)
    },
  )
}
