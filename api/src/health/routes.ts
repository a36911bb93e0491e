import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { MessageBody } from '../http/schemas.js'

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, database },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health of the API and its database',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          503: MessageBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db)
        return { status: 'ok' as const, database: database.kind }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        return reply.code(503).send({ message: 'database unavailable' })
      }
    },
  )
}
