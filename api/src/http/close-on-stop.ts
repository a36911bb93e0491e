import type { FastifyInstance } from 'fastify'

/**
 * On a stop, each kept-alive connection is closed as soon as its last response is done. Node
 * closes the connections that are idle when the server starts closing; one still sending then
 * (a file streamed from disk ends a moment after its last byte has left) would otherwise stay
 * open until its keep-alive timeout, 72 s, and hold the stop past its limit of 10 s.
 */
export function closeConnectionsOnStop(app: FastifyInstance) {
  let stopping = false
  app.addHook('preClose', async () => {
    stopping = true
  })
  app.addHook('onResponse', async (request) => {
    if (stopping) request.raw.socket?.end()
  })
}
