import type { Readiness } from '@tmulag/server-kit/readiness'
import type { FastifyInstance } from 'fastify'

/**
 * `/healthz`, liveness: 200 while the process answers. `/readyz`, readiness (ADR 0095): 503 while
 * the gateway starts or drains for a stop, 200 otherwise, whatever the API's state: the gateway
 * still serves the web's pages and says UPSTREAM_UNAVAILABLE for what needs the API, and an API
 * outage must not take every gateway out of the balancer (the API has a /readyz of its own).
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness) {
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (_request, reply) => {
    if (readiness.phase !== 'ready') return reply.code(503).send({ status: readiness.phase })
    return { status: 'ready' }
  })
}
