import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import type { StatusSubject } from '../db/schema.js'
import { ValidationFailed } from '../http/api-error.js'
import { MAX_ENTITY_ID } from '../http/ids.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { authenticate, currentCompany, currentUser } from '../sessions/authenticate.js'
import { Timeline, TimelineParams, TimelineQuery, type TimelineSubject } from './schemas.js'
import { readStatusChanges } from './timelines.repository.js'

/** How the path's subject is stored in status_changes. */
const STORED: Record<TimelineSubject, { subject: StatusSubject; cargoKind?: 2 | 3 }> = {
  permit: { subject: 'permit' },
  'online-application': { subject: 'online_application' },
  'load-permission': { subject: 'cargo_permission', cargoKind: 2 },
  'unload-permission': { subject: 'cargo_permission', cargoKind: 3 },
}

/**
 * The timeline of a request or an e-permit: every change of its status, who made it and why.
 * A client reads its own subjects (others' ids are simply absent); an operator reads any.
 */
export const timelineRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
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
      const stored = STORED[request.params.subject as TimelineSubject]
      const changes = await readStatusChanges(db, { ...stored, ids, ownerId })
      // The cabinet's contract: no operator is named here (`actor_name` stays in the office).
      return {
        history: changes.map(({ actor_name: _unnamed, ...change }) => change),
      }
    },
  )
}
