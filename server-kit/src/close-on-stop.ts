import type { FastifyInstance } from 'fastify'
import type { Readiness } from './readiness.js'

/**
 * From the moment a stop begins (the readiness drains, ADR 0095), every answer says
 * `Connection: close` and its connection is closed once the answer is done: a client or balancer
 * keeping the connection alive then opens a new one elsewhere instead of sending its next request
 * into a socket that is about to close (a reset). Node closes the connections idle when the
 * server closes; one still sending then (a file streamed from disk) would otherwise stay open
 * until its keep-alive timeout, 72 s, and hold the stop past its limit.
 */
export function closeConnectionsOnStop(app: FastifyInstance, readiness: Readiness) {
  let closing = false
  const stopping = () => closing || readiness.phase === 'draining'
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (stopping()) reply.header('connection', 'close')
  })
  app.addHook('onResponse', async (request) => {
    if (stopping()) request.raw.socket?.end()
  })
}
