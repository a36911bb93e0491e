import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { MessageBody } from '../http/schemas.js'

/**
 * `/healthz`, liveness (ADR 0102): 200 while the process answers, whatever its database's state,
 * so that a supervisor restarts only a program that is stuck, never every API for one database
 * outage. `/readyz`, readiness (ADR 0095): 503 while the API is still starting, is draining for
 * a stop or cannot reach its database, so a balancer sends it nothing new then.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'database' | 'readiness'>
> = async (app, { database, readiness }) => {
  const databaseAnswers = async (log: { error(object: object, message: string): void }) => {
    try {
      await database.ping()
      return true
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable')
      return false
    }
  }

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the API process answers (liveness; the database is not asked)',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
        },
      },
    },
    async () => ({ status: 'ok' as const, database: database.kind }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the API takes new requests (for a balancer)',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          503: MessageBody,
        },
      },
    },
    async (request, reply) => {
      if (readiness.phase !== 'ready') {
        return reply.code(503).send({ message: readiness.phase })
      }
      if (!(await databaseAnswers(request.log))) {
        return reply.code(503).send({ message: 'database unavailable' })
      }
      return { status: 'ready' as const }
    },
  )
}
