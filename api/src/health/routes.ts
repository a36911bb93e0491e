import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { MessageBody } from '../http/schemas.js'

/**
 * `/healthz`, liveness: 200 when the database answers. `/readyz`, readiness (ADR 0095): the same,
 * and 503 while the API is still starting or is draining for a stop, so a balancer sends it
 * nothing new then.
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
        summary: 'Health of the API and its database',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          503: MessageBody,
        },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request.log))
        return { status: 'ok' as const, database: database.kind }
      return reply.code(503).send({ message: 'database unavailable' })
    },
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
