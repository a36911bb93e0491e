import { createServer, type Server } from 'node:http'

/**
 * Holds the API's port while it starts, which can take a while when another process is migrating
 * the database (ADR 0094): `/healthz` answers 200 (the process is alive, an orchestrator must not
 * kill it), `/readyz` and everything else 503 with Retry-After, so a balancer sends nothing yet.
 * Released the moment before the API itself listens on the same port.
 */
export async function holdPortWhileStarting(host: string, port: number) {
  const server = createServer((request, response) => {
    const alive = request.url === '/healthz'
    response.writeHead(alive ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
      // Told apart from a 503 of the API itself: this one reached no route, so a gateway may
      // send any request again, a write too (ADR 0102).
      ...(alive ? {} : { 'retry-after': '1', 'x-api-phase': 'starting' }),
    })
    // No `message`: a client shows its own sentence for an API that cannot answer yet.
    response.end(JSON.stringify({ status: 'starting' }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port }, () => resolve())
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    release: () => closeNow(server),
  }
}

function closeNow(server: Server) {
  return new Promise<void>((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
