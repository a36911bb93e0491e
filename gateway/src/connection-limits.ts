import { BlockList, isIPv6, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { langOf, say } from './i18n/messages.js'
import type { SharedInFlight } from './shared-in-flight.js'

/**
 * How long a client may take and how much it may hold open (ADR 0038). Node's own defaults let
 * a body trickle in forever (one byte every ten seconds kept 2,000 requests open), so:
 * - headers must arrive within `headersMs`;
 * - a body other than an upload must arrive whole within the configured request timeout
 *   (REQUEST_TIMEOUT_MS); an upload (three files of 7 MB over a slow line) within `uploadMs`;
 * - a connection that moves no byte for `idleMs` is closed (a reader that stopped reading
 *   included), an idle keep-alive connection after `keepAliveMs`;
 * - one client address has at most MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS requests under way; the
 *   next is answered 429 with Retry-After (ADR 0078: an office behind one NAT address is many
 *   browsers, each holding idle keep-alive connections, so requests are counted, not sockets);
 * - one client address holds at most MAX_CONNECTIONS_PER_ADDRESS connections, a last guard
 *   against running out of sockets; the next is answered 503 and closed. The proxies of
 *   TRUST_PROXY are exempt (every browser behind them shares their address).
 */
export const CONNECTION_LIMITS = {
  headersMs: 15_000,
  uploadMs: 5 * 60_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
  /** What Retry-After says to a request refused for its address's load: a moment. */
  retryAfterSeconds: 2,
  /** How long a connection over the cap may take to read its 503 before it is cut. */
  refusalMs: 1_000,
}

/** The live streams' address: not counted among the requests under way. */
const LIVE_STREAM_PATH = '/graphql/stream'

/** Fastify's server options for these limits. */
export function serverTimeouts() {
  return {
    connectionTimeout: CONNECTION_LIMITS.idleMs,
    keepAliveTimeout: CONNECTION_LIMITS.keepAliveMs,
    // Node's whole-request limit, the uploads' one; other bodies have a shorter one below.
    requestTimeout: CONNECTION_LIMITS.uploadMs,
  }
}

export function registerConnectionLimits(
  app: FastifyInstance,
  options: {
    requestTimeoutMs: number
    maxRequestsInFlightPerAddress: number
    maxConnectionsPerAddress: number
    trustedProxies: string[]
  },
  /** With REDIS_URL, the requests in flight are counted across gateways (ADR 0096). */
  shared?: SharedInFlight,
) {
  app.server.headersTimeout = CONNECTION_LIMITS.headersMs
  const refused = limitConnectionsPerAddress(
    app,
    options.maxConnectionsPerAddress,
    options.trustedProxies,
  )
  limitRequestsInFlight(app, options.maxRequestsInFlightPerAddress, refused, shared)

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding']
    if (!hasBody || raw.complete) return
    if (raw.headers['content-type']?.startsWith('multipart/form-data')) return
    const deadline = setTimeout(() => {
      // Answered already (a route that never reads its body): the connection ends with the answer.
      if (raw.complete || reply.raw.headersSent) return
      const body = JSON.stringify({
        message: say(langOf(raw.headers['accept-language']), 'request_timeout'),
      })
      // The body never came: the request is answered on the socket itself, and the socket closed.
      raw.socket.end(
        `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      raw.socket.destroySoon()
    }, options.requestTimeoutMs)
    deadline.unref()
    raw.once('end', () => clearTimeout(deadline))
    raw.once('close', () => clearTimeout(deadline))
    reply.raw.once('finish', () => clearTimeout(deadline))
  })
}

/** Counts each address's connections; answers those over `max`, and returns them. */
function limitConnectionsPerAddress(
  app: FastifyInstance,
  max: number,
  trustedProxies: string[],
): WeakSet<Socket> {
  const refused = new WeakSet<Socket>()
  const proxies = new BlockList()
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (prefix === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, Number(prefix), type)
  }
  const open = new Map<string, number>()
  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress?.replace(/^::ffff:/, '')
    if (!address) return
    if (proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      refused.add(socket)
      refuseConnection(socket)
      return
    }
    open.set(address, count)
    socket.once('close', () => release(open, address))
  })
  return refused
}

function release(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1
  if (left > 0) counts.set(key, left)
  else counts.delete(key)
}

/**
 * A connection over the cap gets an answer, not a reset: a 503 with Retry-After is written at
 * once (its request is not read, so its language is not known), and the socket half-closed and
 * drained, so that the request the client is sending does not make the kernel reset it. It is
 * cut after a moment however it stands; Node's HTTP server never sees it.
 */
function refuseConnection(socket: Socket) {
  const body = JSON.stringify({ message: say('en', 'server_busy') })
  socket.on('error', () => {})
  socket.on('data', () => {})
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${CONNECTION_LIMITS.retryAfterSeconds}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
  setTimeout(() => socket.destroy(), CONNECTION_LIMITS.refusalMs).unref()
}

/**
 * Requests under way per client address (`request.ip`: the browser's, behind TRUST_PROXY's
 * proxies), counted from their headers to their answer's end. Past `max`, a 429 with
 * Retry-After before any work: on /graphql a GraphQL error (RATE_LIMITED) a client already
 * knows how to show, elsewhere a sentence; both in the request's language. With `shared`, the
 * count is every gateway's together; while Redis does not answer, this gateway's own.
 */
function limitRequestsInFlight(
  app: FastifyInstance,
  max: number,
  refused: WeakSet<Socket>,
  shared: SharedInFlight | undefined,
) {
  const inFlight = new Map<string, number>()
  app.addHook('onRequest', async (request, reply) => {
    // A connection over the cap has its answer already; its request is not served.
    if (refused.has(request.raw.socket)) return reply.hijack()
    // A live stream lasts as long as its screen is open: capped per session instead (ADR 0107).
    if (request.url.startsWith(LIVE_STREAM_PATH)) return
    const address = request.ip
    const count = inFlight.get(address) ?? 0
    const place = shared ? await shared(address, max) : { granted: 'unknown' as const }
    if (place.granted === false || (place.granted === 'unknown' && count >= max)) {
      const message = say(langOf(request.headers['accept-language']), 'too_many_requests')
      const graphql = request.url === '/graphql' || request.url.startsWith('/graphql?')
      return reply
        .code(429)
        .header('retry-after', String(CONNECTION_LIMITS.retryAfterSeconds))
        .send(
          graphql ? { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] } : { message },
        )
    }
    inFlight.set(address, count + 1)
    reply.raw.once('close', () => {
      release(inFlight, address)
      if (place.granted === true) place.release()
    })
  })
}
