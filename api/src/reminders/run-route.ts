import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { operatorOnly } from '../sessions/authenticate.js'

/**
 * Tests only (REMINDER_RUN_ON_REQUEST, ADR 0105): runs the reminders' job now, as the day's run
 * would, for an operator; a browser journey sees its reminder without waiting for the hour. Not
 * registered otherwise, and refused in production.
 */
export const reminderRunRoute: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  app.post(
    '/api/reminders/run',
    {
      onRequest: operatorOnly(db),
      schema: {
        hide: true,
        tags: ['operators'],
        summary: 'Tests only: run the reminders now',
        security: bearerAuth,
        response: responses(Type.Object({ sent: Type.Integer() }), { auth: 'client' }),
      },
    },
    async () => ({ sent: await app.reminders.runAt(new Date()) }),
  )
}
