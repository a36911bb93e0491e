import { BlockList, isIPv6 } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { langOf, say } from './i18n/messages.js'

/**
 * How long a client may take and how much it may hold open (ADR 0038). Node's own defaults let
 * a body trickle in forever (one byte every ten seconds kept 2,000 requests open), so:
 * - headers must arrive within `headersMs`;
 * - a body other than an upload must arrive whole within the configured request timeout
 *   (REQUEST_TIMEOUT_MS); an upload (three files of 7 MB over a slow line) within `uploadMs`;
 * - a connection that moves no byte for `idleMs` is closed (a reader that stopped reading
 *   included), an idle keep-alive connection after `keepAliveMs`;
 * - one client address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; the proxies of
 *   TRUST_PROXY are exempt (every browser behind them shares their address).
 */
export const CONNECTION_LIMITS = {
  headersMs: 15_000,
  uploadMs: 5 * 60_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
}

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
  options: { requestTimeoutMs: number; maxConnectionsPerAddress: number; trustedProxies: string[] },
) {
  app.server.headersTimeout = CONNECTION_LIMITS.headersMs
  limitConnectionsPerAddress(app, options.maxConnectionsPerAddress, options.trustedProxies)

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

function limitConnectionsPerAddress(app: FastifyInstance, max: number, trustedProxies: string[]) {
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
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
