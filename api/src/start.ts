import pino, { type Logger } from 'pino'
import { ensureOperator } from './accounts/operator.js'
import { buildApp } from './app.js'
import type { ApiConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { startOrphanSweeps } from './files/orphan-sweep.js'
import { s3Bytes } from './files/s3-bytes.js'
import { createFileStore } from './files/storage.js'
import { IDEMPOTENCY_KEY_HOURS } from './http/idempotency.js'
import { idempotencyKeysRepository } from './http/idempotency-keys.repository.js'
import { createRateLimiter } from './http/rate-limit.js'
import { lockDataDir } from './lifecycle/data-dir-lock.js'
import { databaseUnreachable } from './lifecycle/startup-error.js'
import { createMailer } from './mail/mailer.js'
import { prepareDatabase } from './prepare-database.js'
import { createPasswords } from './security/passwords.js'
import { createSigner, loadAppSecret } from './security/secrets.js'
import { loadSigningKey } from './security/signing-key.js'

/** Never logged: credentials, codes, links and the session cookie. */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwd',
  '*.otp',
  '*.token',
]

const HOUR_MS = 60 * 60 * 1000

export function createLogger(
  config: Pick<ApiConfig, 'logLevel'>,
  destination?: pino.DestinationStream,
) {
  return pino({ level: config.logLevel, redact: LOG_REDACTIONS }, destination)
}

/**
 * Takes the data folder, opens the database (migrating it and loading reference data), then
 * listens. `close` stops taking requests, lets the ones under way finish, closes the database and
 * gives the data folder back.
 */
export async function startApi(config: ApiConfig, logger: Logger = createLogger(config)) {
  const lock = await lockDataDir(config.dataDir)
  const opened: { close(): Promise<void> | void }[] = [{ close: () => lock.release() }]
  const closeOpened = async () => {
    for (const resource of opened.reverse()) await resource.close()
  }
  try {
    return await startLocked(config, logger, opened, closeOpened)
  } catch (error) {
    await closeOpened()
    throw databaseUnreachable(error, config.databaseUrl, config.databaseTimeouts) ?? error
  }
}

async function startLocked(
  config: ApiConfig,
  logger: Logger,
  opened: { close(): Promise<void> | void }[],
  closeOpened: () => Promise<void>,
) {
  const fileStore = createFileStore(config.dataDir, {
    bytes: config.s3 ? s3Bytes(config.s3) : undefined,
    killAfterStore: config.faultInjection === 'kill-after-upload-stored',
  })
  await fileStore.check()
  logger.info({ store: fileStore.bytes.where }, 'uploads are kept in %s', fileStore.bytes.where)
  const leftovers = await fileStore.removeLeftovers()
  if (leftovers > 0) logger.warn({ files: leftovers }, 'removed uploads left unfinished')
  const secret = await loadAppSecret(config.appSecret, config.dataDir)
  const signingKey = await loadSigningKey(config.permitSigningKey, config.dataDir)
  const database = await openDatabase({
    ...config,
    timeouts: config.databaseTimeouts,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  })
  opened.push(database)
  const passwords = createPasswords({
    cost: config.passwordCost,
    threads: config.passwordThreads,
    queueMs: config.passwordQueueMs,
  })
  opened.push(passwords)

  await prepareDatabase(database.db, logger)
  opened.push(await startOrphanSweeps(database.db, fileStore, logger))
  if (config.operator) await ensureOperator(database.db, passwords, config.operator)
  if (config.paymentProvider === 'sandbox') {
    logger.warn(
      { publicSite: config.sandboxAllowedInPublic },
      'payments go to the sandbox: every payment succeeds and no money moves',
    )
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  })
  opened.push(mailer)
  const limiter = createRateLimiter(database)
  const app = await buildApp(
    {
      config,
      database,
      mailer,
      signer: createSigner(secret),
      signingKey,
      passwords,
      limiter,
      fileStore,
    },
    { loggerInstance: logger },
  )
  // Idempotency keys are kept a day (ADR 0079): forgotten at start and hourly after that.
  const sweepKeys = () =>
    idempotencyKeysRepository(database.db)
      .sweep(IDEMPOTENCY_KEY_HOURS)
      .catch((error) => logger.warn({ err: error }, 'sweeping idempotency keys failed'))
  await sweepKeys()
  const pruning = setInterval(() => {
    limiter.prune().catch((error) => logger.warn({ err: error }, 'pruning rate limits failed'))
    void sweepKeys()
  }, HOUR_MS)
  pruning.unref()
  opened.push({ close: () => clearInterval(pruning) })
  opened.push(app)

  await app.listen({ host: config.host, port: config.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  // With API_PORT=0 the port is known only now; links the API gives must carry it.
  if (!config.publicUrlGiven) config.publicUrl = url

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= closeOpened()
    return closing
  }
  return { url, app, database, limiter, passwords, fileStore, close }
}
