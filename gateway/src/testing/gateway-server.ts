import { buildGateway } from '../app.js'
import { loadConfig } from '../config.js'

export interface GatewayServer {
  url: string
  close(): Promise<void>
}

/** The real gateway on an ephemeral loopback port in front of `apiUrl`. */
export async function startGateway(
  apiUrl: string,
  env: Record<string, string> = {},
  options: Parameters<typeof buildGateway>[1] = {},
): Promise<GatewayServer> {
  const config = loadConfig({ API_URL: apiUrl, PORT: '0', LOG_LEVEL: 'silent', ...env })
  const { app, readiness } = await buildGateway(config, options)
  await app.listen({ host: '127.0.0.1', port: 0 })
  readiness.ready()
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the gateway did not bind')
  return {
    url: `http://127.0.0.1:${address.port}`,
    // As the program does on SIGTERM, a bounded wait: a connection a test left open (a response
    // it never read) is cut after a few seconds instead of holding the file's last hook.
    async close() {
      const cut = setTimeout(() => app.server.closeAllConnections(), 5_000)
      try {
        await app.close()
      } finally {
        clearTimeout(cut)
      }
    },
  }
}
