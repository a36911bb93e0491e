import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { authenticate, currentCompany, currentUser } from '../sessions/authenticate.js'
import { type LiveAudience, liveEvents } from './live-events.repository.js'
import type { LiveWake } from './live-wake.js'
import { LiveEvents, LiveEventsQuery } from './schemas.js'

const PRUNE_EVERY_MS = 60 * 60_000

/**
 * The live screens' events (ADR 0107), read by the gateway for each browser's stream: a
 * haulier's company's, or the office's for an operator. With `wait`, the answer waits for the
 * first event (a long poll between two servers; the browser is never polled).
 */
export const liveRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db'> & { wake: LiveWake }
> = async (app, { db, wake }) => {
  const events = liveEvents(db)
  let prunedAt = 0

  app.get(
    '/api/live-events',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['cabinet'],
        summary:
          'Changes of the caller’s e-permits and requests (operators: the office’s) after an id',
        security: bearerAuth,
        querystring: LiveEventsQuery,
        response: responses(LiveEvents, { auth: 'client', validation: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      const audience: LiveAudience =
        user.role === 'operator' ? { office: true } : { ownerId: currentCompany(request) }
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now()
        events.prune().catch((error) => request.log.warn({ err: error }, 'live events not pruned'))
      }
      const { after, recent } = request.query
      if (after === undefined) {
        const since = recent ? new Date(Date.now() - recent * 1000) : undefined
        return { events: [], latest: await events.latest(since), gone: false }
      }
      const deadline = Date.now() + (request.query.wait ?? 0) * 1000
      let gone = false
      for (;;) {
        const found = await events.after(audience, after)
        gone = found.gone
        const left = deadline - Date.now()
        const over = left <= 0 || wake.closed || request.raw.destroyed
        if (found.events.length > 0 || gone || over) {
          return {
            events: found.events.map((event) => ({
              id: event.id,
              kind: event.kind,
              subject: event.subject,
              record_id: event.recordId,
              status: event.status,
            })),
            latest: found.events.at(-1)?.id ?? after,
            gone,
          }
        }
        await wake.wait(left)
      }
    },
  )
}
