import { ConfigError, loadConfig } from './config.js'
import { StartupError } from './lifecycle/startup-error.js'

/** The API as a program: validated settings, a printed URL, a graceful stop on SIGTERM/SIGINT. */
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

  // Tracing patches modules as they load, so the API's are loaded after it starts (ADR 0097).
  const tracing = config.otlpEndpoint
    ? (await import('./tracing.js')).startTracing(config.otlpEndpoint)
    : undefined
  const { createLogger, startApi } = await import('./start.js')
  const logger = createLogger(config)
  const api = await startApi(config, logger)
  // A stop drains (ADR 0095): /readyz says 503, requests under way finish, kept-alive connections
  // close; DRAIN_TIMEOUT_MS bounds it all.
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping: finishing requests under way')
    const force = setTimeout(() => {
      logger.error(`requests did not finish within ${config.drainTimeoutMs} ms; exiting`)
      process.exit(1)
    }, config.drainTimeoutMs)
    force.unref()
    api
      .close()
      .then(() => tracing?.stop())
      .then(
        () => {
          logger.info('stopped cleanly')
          process.exit(0)
        },
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed')
          process.exit(1)
        },
      )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  // Said last: whoever reads it may stop the API at once (a supervisor, a test), and a signal
  // that came before the handlers above would end it without its drain.
  process.stdout.write(
    `\nREST API listening at ${api.url} (OpenAPI: ${api.url}/api/openapi.json)\n\n`,
  )
}

main().catch((error: unknown) => {
  // A reason the person starting the API can act on is one sentence, not a stack trace.
  if (error instanceof StartupError) {
    console.error(`The API could not start: ${error.message}`)
    process.exit(1)
  }
  console.error('The API could not start:', error instanceof Error ? error.message : error)
  if (error instanceof Error && error.cause) console.error('Cause:', error.cause)
  process.exit(1)
})
