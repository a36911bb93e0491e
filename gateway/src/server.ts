import { ConfigError, loadConfig } from './config.js'
import { createLogger } from './logger.js'

/** The gateway as a program: validated settings, one printed URL, a graceful stop. */
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Tracing patches modules as they load, so the gateway's are loaded after it starts (ADR 0097).
  const tracing = config.otlpEndpoint
    ? (await import('./tracing.js')).startTracing(config.otlpEndpoint)
    : undefined
  const { buildGateway } = await import('./app.js')
  const logger = createLogger(config)
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`)
  const { app, readiness } = await buildGateway(config, { loggerInstance: logger })
  await app.listen({ host: config.host, port: config.port })
  readiness.ready()
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  // One address to open: the one letters, QR codes and the payment's return lead to (ADR 0081).
  const url = config.publicUrlGiven ? config.publicUrl : `http://127.0.0.1:${port}`
  // A stop drains (ADR 0095): /readyz says 503, requests under way finish, kept-alive connections
  // close; DRAIN_TIMEOUT_MS bounds it all.
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping: finishing requests under way')
    readiness.drain()
    const force = setTimeout(() => {
      logger.error(`requests did not finish within ${config.drainTimeoutMs} ms; exiting`)
      process.exit(1)
    }, config.drainTimeoutMs)
    force.unref()
    // Time for a balancer polling /readyz to stop sending here, while this gateway still serves.
    const delay = new Promise((resolve) => setTimeout(resolve, config.drainDelayMs))
    delay
      .then(() => app.close())
      .then(() => tracing?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed')
          process.exit(1)
        },
      )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  // Said last: whoever reads it may stop the gateway at once (a supervisor, a test), and a
  // signal that came before the handlers above would end it without its drain.
  process.stdout.write(`\nPortal ready at ${url} (GraphQL and its explorer at /graphql)\n\n`)
}

main().catch((error: unknown) => {
  console.error('The gateway could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
