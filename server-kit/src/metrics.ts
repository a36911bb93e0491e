import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/**
 * Prometheus metrics (ADR 0097): requests counted and timed by method, route template and status
 * class, never by the raw URL, so a scan of a thousand addresses adds no series. The process's
 * own metrics (memory, event loop, GC) are collected once per process and merged into each app's.
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

let processRegistry: Registry | undefined
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export function createMetrics() {
  // Collected from the first app on: the process's CPU counts from when its collector begins.
  const processWide = processMetrics()
  const registry = new Registry()
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class',
    labelNames,
    buckets: SECONDS,
    registers: [registry],
  })
  return {
    registry,
    observe(request: FastifyRequest, reply: FastifyReply) {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        // The template (/api/permits/:id); requests no route took share one label.
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      }
      requests.inc(labels)
      duration.observe(labels, reply.elapsedTime / 1000)
    },
    text: () => Registry.merge([processWide, registry]).metrics(),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, only a
 * scraper on this machine talking to the socket directly (a request a proxy forwarded carries
 * X-Forwarded-For and is refused, for the proxy may be relaying the internet).
 */
export function maySeeMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const digest = (value: string) => createHash('sha256').update(value).digest()
    return timingSafeEqual(digest(given), digest(token))
  }
  const socket = request.socket.remoteAddress ?? ''
  return LOOPBACK.test(socket) && request.headers['x-forwarded-for'] === undefined
}

/**
 * Counts every answer, and serves GET /metrics to those `maySeeMetrics` lets in (404 to others).
 * `route` adds the program's own options to that route (the API hides it from its OpenAPI).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
  refuse: (request: FastifyRequest, reply: FastifyReply) => unknown,
  route: RouteShorthandOptions = {},
) {
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply))
  app.get('/metrics', route, async (request, reply) => {
    if (!maySeeMetrics(request, token)) return refuse(request, reply)
    reply.header('cache-control', 'no-store')
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(await metrics.text())
  })
}
