import pino, { type Logger } from 'pino'
import { ensureOperator } from './accounts/operator.js'
import { buildApp } from './app.js'
import type { ApiConfig } from './config.js'
import { sealNewsHtml } from './content/news-html.js'
import { openDatabase } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { seedReferenceData } from './db/seed.js'
import { createRateLimiter } from './http/rate-limit.js'
import { createMailer } from './mail/mailer.js'
import { createSigner, loadAppSecret } from './security/secrets.js'

/** Never logged: credentials, codes, links and the session cookie. */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwd',
  '*.otp',
  '*.token',
]

export function createLogger(
  config: Pick<ApiConfig, 'logLevel'>,
  destination?: pino.DestinationStream,
) {
  return pino({ level: config.logLevel, redact: LOG_REDACTIONS }, destination)
}

/**
 * Opens the database (migrating it and loading reference data), then listens. `close` stops
 * taking requests, lets the ones under way finish, and closes the database cleanly.
 */
export async function startApi(config: ApiConfig, logger: Logger = createLogger(config)) {
  const secret = await loadAppSecret(config.appSecret, config.dataDir)
  const database = await openDatabase({
    ...config,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  })
  try {
    const applied = await migrateToLatest(database.db)
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated')
    const seeded = await seedReferenceData(database.db)
    if (seeded > 0) logger.info({ rows: seeded }, 'reference data loaded')
    const resealed = await sealNewsHtml(database.db)
    if (resealed > 0)
      logger.info({ news: resealed }, 'news HTML sanitized under the current policy')
    if (config.operator) await ensureOperator(database.db, config.operator)
  } catch (error) {
    await database.close()
    throw error
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  })
  const app = await buildApp(
    { config, database, mailer, signer: createSigner(secret) },
    { loggerInstance: logger },
  )
  const limiter = createRateLimiter(database.db)
  const pruning = setInterval(
    () => {
      limiter.prune().catch((error) => logger.warn({ err: error }, 'pruning rate limits failed'))
    },
    60 * 60 * 1000,
  )
  pruning.unref()

  await app.listen({ host: config.host, port: config.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  // With API_PORT=0 the port is known only now; links the API gives must carry it.
  if (!config.publicUrlGiven) config.publicUrl = url

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      clearInterval(pruning)
      await app.close()
      mailer.close()
      await database.close()
    })()
    return closing
  }
  return { url, app, database, close }
}
