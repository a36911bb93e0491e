import { loggableUrl, type UrlLogRules } from '@tmulag/server-kit/loggable-url'
import { createReadiness } from '@tmulag/server-kit/readiness'
import pino, { type Logger } from 'pino'
import { buildApp } from './app.js'
import { type ChangeBus, loneBus } from './cluster/change-bus.js'
import { connectRedis, redisBus } from './cluster/redis.js'
import type { ApiConfig } from './config.js'
import { postgresBus } from './db/change-notifications.js'
import type { DatabaseHandle } from './db/database.js'
import { openDatabase } from './db/database.js'
import { startOrphanSweeps } from './files/orphan-sweep.js'
import { s3Bytes } from './files/s3-bytes.js'
import { createFileStore } from './files/storage.js'
import { IDEMPOTENCY_KEY_HOURS } from './http/idempotency.js'
import { idempotencyKeysRepository } from './http/idempotency-keys.repository.js'
import { createRateLimiter } from './http/rate-limit.js'
import { lockDataDir } from './lifecycle/data-dir-lock.js'
import { holdPortWhileStarting } from './lifecycle/starting-server.js'
import { databaseUnreachable } from './lifecycle/startup-error.js'
import { createMailer } from './mail/mailer.js'
import { prepareForService } from './prepare-database.js'
import { startReminderSchedule } from './reminders/reminder-schedule.js'
import { createPasswords } from './security/passwords.js'
import { createSigner, loadAppSecret } from './security/secrets.js'
import { loadSigningKey } from './security/signing-key.js'
import { sessionCache } from './sessions/session-cache.js'

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

/**
 * What the API's log keeps of a URL: the values of the parameters that select something (a
 * language, ids, a status, a country, a window of time, a payment's reference and outcome), not an
 * e-permit's verify code or a payment's signature; a parameter added later is redacted until it is
 * named here.
 */
const URL_LOG_RULES: UrlLogRules = {
  keptParams: new Set([
    'lang',
    'ids',
    'permit_ids',
    'status',
    'country_id',
    'within',
    'after',
    'recent',
    'reference',
    'outcome',
  ]),
}

export function createLogger(
  config: Pick<ApiConfig, 'logLevel'>,
  destination?: pino.DestinationStream,
) {
  return pino(
    {
      level: config.logLevel,
      redact: LOG_REDACTIONS,
      serializers: {
        req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: loggableUrl(request.url ?? '', URL_LOG_RULES),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  )
}

/**
 * Takes the data folder and holds the port (answering "starting"), opens the database (migrating
 * it and loading reference data under the preparation lock, ADR 0094), then listens. `close`
 * drains (ADR 0095): /readyz answers 503, requests under way finish, kept-alive connections
 * close; then the database is closed and the data folder given back.
 */
export async function startApi(config: ApiConfig, logger: Logger = createLogger(config)) {
  const lock = await lockDataDir(config.dataDir)
  const opened: { close(): Promise<void> | void }[] = [{ close: () => lock.release() }]
  const closeOpened = async () => {
    for (const resource of opened.reverse()) await resource.close()
  }
  try {
    const held = await holdPortWhileStarting(config.host, config.port)
    opened.push({ close: held.release })
    return await startLocked(config, logger, opened, closeOpened, held)
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
  held: Awaited<ReturnType<typeof holdPortWhileStarting>>,
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

  await prepareForService(database, { passwords, operator: config.operator, logger }, config)
  opened.push(await startOrphanSweeps(database.db, fileStore, logger))
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
  const readiness = createReadiness()
  const { limiter, changes } = await shareAcrossInstances(config, database, logger, opened)
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
      readiness,
      changes,
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

  await app.ready()
  opened.push(await startReminderSchedule(config, app.reminders, logger, database))
  await held.release()
  await app.listen({ host: config.host, port: held.port })
  readiness.ready()
  const port = held.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  // With API_PORT=0 the port is known only now; links the API gives must carry it.
  if (!config.publicUrlGiven) config.publicUrl = url

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      readiness.drain()
      // Time for a balancer polling /readyz to stop sending here, while this API still serves.
      if (config.drainDelayMs > 0) await new Promise((r) => setTimeout(r, config.drainDelayMs))
      await closeOpened()
    })()
    return closing
  }
  return { url, app, database, limiter, passwords, readiness, fileStore, close }
}

/**
 * What the API's instances share (ADR 0096): with REDIS_URL, the rate limits' counts and the
 * messages that clear every instance's caches; on PostgreSQL without Redis, the messages by
 * LISTEN/NOTIFY and the limits in the database; otherwise nothing (one instance). The session
 * cache's revocations are told to the other instances and theirs heard here.
 */
async function shareAcrossInstances(
  config: ApiConfig,
  database: DatabaseHandle,
  logger: Logger,
  opened: { close(): Promise<void> | void }[],
) {
  let changes: ChangeBus = loneBus()
  let limiter = createRateLimiter(database)
  if (config.redisUrl) {
    const fallback = database.kind === 'postgres' ? 'the database' : 'this instance'
    const redis = connectRedis(
      config.redisUrl,
      logger,
      `rate limits are counted in ${fallback} and caches kept per instance until it returns`,
    )
    opened.push({ close: () => redis.disconnect() })
    limiter = createRateLimiter(database, { redis, keyPrefix: config.redisKeyPrefix })
    changes = await redisBus(redis, {
      url: config.redisUrl,
      keyPrefix: config.redisKeyPrefix,
      logger,
    })
  } else if (database.kind === 'postgres' && config.databaseUrl) {
    changes = await postgresBus({ databaseUrl: config.databaseUrl, db: database.db, logger })
  }
  opened.push(changes)
  const stopTelling = sessionCache.onForget((change) => changes.publish(change))
  const stopHearing = changes.subscribe((change) => {
    if (change.kind === 'token' || change.kind === 'user') sessionCache.apply(change)
    else if (change.kind === 'missed') sessionCache.clear()
  })
  opened.push({
    close: () => {
      stopTelling()
      stopHearing()
    },
  })
  if (changes.carrier !== 'none') {
    logger.info({ carrier: changes.carrier }, 'caches are cleared across instances')
  }
  return { limiter, changes }
}
