import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { ValidationFailed } from '../http/api-error.js'
import { MAX_ENTITY_ID } from '../http/ids.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { authenticate, currentCompany, currentUser } from '../sessions/authenticate.js'
import { Timeline, TimelineParams, TimelineQuery } from './schemas.js'
import { timelineRepository } from './timelines.repository.js'

/**
 * The timeline of a request or an e-permit: every change of its status, who made it and why.
 * A client reads its own subjects (others' ids are simply absent); an operator reads any.
 */
export const timelineRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const timelines = timelineRepository(db)

  app.get(
    '/api/status-history/:subject',
    {
      onRequest: authenticate(db),
      config: { notFound: 'route_not_found' },
      schema: {
        tags: ['requests'],
        summary: 'Status timelines of e-permits or requests, several at once',
        security: bearerAuth,
        params: TimelineParams,
        querystring: TimelineQuery,
        response: responses(Timeline, { auth: true, notFound: true, validation: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      const ids = [...new Set(request.query.ids.split(',').map(Number))]
      if (ids.some((id) => id > MAX_ENTITY_ID)) throw ValidationFailed.field('ids', 'invalid')
      const ownerId = user.role === 'operator' ? undefined : currentCompany(request)
      return { history: await timelines.of(request.params.subject, ids, ownerId) }
    },
  )
}
