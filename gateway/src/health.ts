import type { FastifyInstance } from 'fastify'
import { request } from 'undici'
import type { Upstream } from './rest/upstream.js'

/**
 * `/healthz`: 200 when the gateway is up and the API answers its own health check, 503 with
 * which part is down otherwise (an orchestrator then stops sending traffic here).
 */
export function healthRoute(app: FastifyInstance, upstream: Upstream) {
  app.get('/healthz', async (_request, reply) => {
    try {
      const answer = await request(`${upstream.baseUrl}/healthz`, {
        dispatcher: upstream.agent,
        signal: AbortSignal.timeout(Math.min(upstream.timeoutMs, 3000)),
      })
      await answer.body.dump()
      if (answer.statusCode === 200) return { status: 'ok', api: 'ok' }
    } catch {
      // Reported below.
    }
    return reply.code(503).send({ status: 'degraded', api: 'unavailable' })
  })
}
