import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { pages } from '../content/pages.js'
import type { AppContext } from '../context.js'
import { RATE_RULES } from '../http/rate-limit.js'
import {
  Email,
  normalizePhone,
  Phone,
  RequiredLines,
  RequiredText,
  responses,
  Status,
} from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { feedbackLetter } from '../mail/templates.js'

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

/**
 * A visitor's message to a department. It is stored first, so nothing is lost when mail fails;
 * then forwarded to the department's address.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, mailer, limiter } = context

  app.post(
    '/api/feedback-post',
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message to a department of the enterprise',
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
    async (request) => {
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
      const saved = await db
        .insertInto('feedback_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow()

      const to = pages.contacts.departments.find((d) => d.code === message.department)?.emails[0]
      try {
        if (!to) throw new Error(`no e-mail address for ${message.department}`)
        await mailer.send({ to, ...feedbackLetter(message) })
        await db
          .updateTable('feedback_messages')
          .set({ mailed: true })
          .where('id', '=', saved.id)
          .execute()
        return { status: 'success' as const }
      } catch (error) {
        request.log.error({ err: error, feedbackId: saved.id }, 'feedback stored but not mailed')
        return {
          status: 'error_sending_email' as const,
          message: translate(request.lang, 'error_sending_email'),
        }
      }
    },
  )
}
