import { availableParallelism } from 'node:os'
import path from 'node:path'
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.js'
import { type S3Settings, s3Settings } from './files/s3-settings.js'
import { isEs256PrivateKey } from './security/signing-key.js'

/** Everything the API reads from its environment, validated once at start. */
export interface ApiConfig {
  host: string
  port: number
  /** The API's own public address: links to its sandbox payment page and its RSS feed. */
  publicUrl: string
  /** Whether API_PUBLIC_URL was given; if not, the address follows the port actually bound. */
  publicUrlGiven: boolean
  /**
   * The web's public address (PUBLIC_URL): links in letters, the QR code's verify link and the
   * payment's return. The same origin the gateway prints, or the payment returns a signed-in
   * visitor to a browser origin where they are not.
   */
  webPublicUrl: string
  databaseUrl: string | undefined
  /**
   * REDIS_URL: the Redis that API and gateway instances share (ADR 0096): rate limits, and the
   * messages that clear every instance's caches when news or a session changes. Without it the
   * limits stay in the database (or in memory on PGlite) and, on PostgreSQL, the messages travel
   * by LISTEN/NOTIFY.
   */
  redisUrl: string | undefined
  /** REDIS_KEY_PREFIX: the start of every key and channel name, so that portals may share a Redis. */
  redisKeyPrefix: string
  /** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (ADR 0077). */
  databaseTimeouts: DatabaseTimeouts
  dataDir: string
  /** Where uploads are kept when not in DATA_DIR/uploads: a bucket of an S3-compatible store. */
  s3: S3Settings | undefined
  appSecret: string | undefined
  /** Signs the issued e-permits (ES256); generated into DATA_DIR when not given. */
  permitSigningKey: string | undefined
  smtpUrl: string | undefined
  /** MAIL_OUTBOX: mail into DATA_DIR/outbox/ chosen on purpose, where production needs a choice. */
  mailOutbox: boolean
  mailFrom: string
  paymentProvider: 'sandbox'
  /** The sandbox on a public (https) site, allowed on purpose (ALLOW_SANDBOX_PAYMENTS). */
  sandboxAllowedInPublic: boolean
  /** log2 of scrypt's N for new password hashes (PASSWORD_COST). */
  passwordCost: number
  /** Threads that hash passwords (PASSWORD_THREADS): the machine's cores by default. */
  passwordThreads: number
  /** How long a hash may expect to wait for a thread before "busy" is answered (PASSWORD_QUEUE_MS). */
  passwordQueueMs: number
  operator: { email: string; password: string } | undefined
  /**
   * The proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges): the gateway, so
   * that rate limits count each browser, not the gateway. Empty: the socket's address, whatever
   * a request claims.
   */
  trustedProxies: string[]
  /**
   * Origins of web clients served from other addresses that may call the API with their
   * visitors' credentials (CORS_ORIGINS); none by default.
   */
  corsOrigins: string[]
  /** Whether NODE_ENV is production: a cluster's settings are then required (ADR 0094). */
  production: boolean
  /** Whether the start migrates the database (MIGRATE_AT_START); if not, it must be up to date. */
  migrateAtStart: boolean
  /** Longest a stop waits for requests under way before exiting anyway (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number
  /** How long /readyz answers 503 before the API stops taking connections (DRAIN_DELAY_MS). */
  drainDelayMs: number
  /** REMINDER_HOUR: the hour of Ashgabat's day when the reminders go out; null: never (ADR 0105). */
  reminderHour: number | null
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** METRICS_TOKEN: the bearer token /metrics asks for; without it, only loopback (ADR 0097). */
  metricsToken: string | undefined
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); none means no tracing. */
  otlpEndpoint: string | undefined
  /**
   * Tests only (FAULT_INJECTION): a crash on purpose at a named point, for the fault tests
   * (tests/faults/). `kill-after-upload-stored`: SIGKILL once an upload's bytes are stored.
   */
  faultInjection: (typeof FAULT_INJECTIONS)[number] | undefined
  /**
   * Tests only (REMINDER_RUN_ON_REQUEST): `POST /api/reminders/run` runs the reminders' job now,
   * for an operator, so a browser journey sees a reminder without waiting for the hour.
   */
  reminderRunOnRequest: boolean
}

const FAULT_INJECTIONS = ['kill-after-upload-stored'] as const

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/

/**
 * Reads the API's settings from `env` (process.env by default). Every problem is collected,
 * so one start shows the whole list of what to fix.
 */
export function loadConfig(env: Env = process.env): ApiConfig {
  const problems: string[] = []
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }

  const port = (name: string, fallback: number): number => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      problems.push(`${name} must be a port number from 0 to 65535 (got "${raw}")`)
      return fallback
    }
    return value
  }

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
      return fallback
    }
    return value
  }

  const flag = (name: string): boolean => {
    const raw = text(name)?.toLowerCase()
    if (raw === undefined) return false
    if (['true', '1', 'yes'].includes(raw)) return true
    if (!['false', '0', 'no'].includes(raw)) {
      problems.push(`${name} must be true or false (got "${raw}")`)
    }
    return false
  }

  const url = (name: string, fallback: string, protocols: string[]): string => {
    const raw = text(name)
    if (raw === undefined) return fallback
    try {
      const parsed = new URL(raw)
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${parsed.protocol}")`)
      }
      return raw.replace(/\/+$/, '')
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`)
      return fallback
    }
  }

  const apiPort = port('API_PORT', 8081)
  const host = text('HOST') ?? '127.0.0.1'
  const publicUrl = url('API_PUBLIC_URL', `http://127.0.0.1:${apiPort}`, ['http:', 'https:'])
  // The web's address defaults to the one the gateway prints (127.0.0.1, not localhost: another
  // origin to a browser, with its own cookies and storage), so a letter's link, a QR code and the
  // payment's return open the portal where the visitor is signed in (ADR 0081).
  const webPort = port('PORT', 8080)
  const webPublicUrl = url('PUBLIC_URL', `http://127.0.0.1:${webPort}`, ['http:', 'https:'])
  if (webPort === 0 && text('PUBLIC_URL') === undefined) {
    problems.push(
      'PUBLIC_URL must be set when PORT is 0: the links the API gives (letters, QR codes, the payment return) must name the port the portal is opened at',
    )
  }

  const databaseUrl = text('DATABASE_URL')
  if (databaseUrl !== undefined) url('DATABASE_URL', '', ['postgres:', 'postgresql:'])
  const databaseTimeouts = {
    connectMs: integer(
      'DATABASE_CONNECT_TIMEOUT_MS',
      DEFAULT_DATABASE_TIMEOUTS.connectMs,
      100,
      600_000,
    ),
    statementMs: integer(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      DEFAULT_DATABASE_TIMEOUTS.statementMs,
      100,
      3_600_000,
    ),
  }
  const redisUrl = text('REDIS_URL')
  if (redisUrl !== undefined) url('REDIS_URL', '', ['redis:', 'rediss:'])
  const redisKeyPrefix = text('REDIS_KEY_PREFIX') ?? 'tmulag:'
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(redisKeyPrefix)) {
    problems.push(
      `REDIS_KEY_PREFIX must be 1 to 64 letters, digits or ":._-" (got "${redisKeyPrefix}")`,
    )
  }
  const smtpUrl = text('SMTP_URL')
  if (smtpUrl !== undefined) url('SMTP_URL', '', ['smtp:', 'smtps:'])

  const mailFrom = text('MAIL_FROM') ?? 'Türkmenawtoulaggözegçilik <noreply@tmulag.gov.tm>'
  const mailAddress = /<([^>]+)>$/.exec(mailFrom)?.[1] ?? mailFrom
  if (!EMAIL.test(mailAddress)) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally as "Name <address>"`)
  }

  const appSecret = text('APP_SECRET')
  if (appSecret !== undefined && appSecret.length < 32) {
    problems.push('APP_SECRET must be at least 32 characters long')
  }

  const permitSigningKey = text('PERMIT_SIGNING_KEY')
  if (permitSigningKey !== undefined && !isEs256PrivateKey(permitSigningKey)) {
    problems.push(
      'PERMIT_SIGNING_KEY must be an EC P-256 private key, as PEM (PKCS#8 or SEC1) or as a JWK in JSON',
    )
  }

  const mailOutbox = flag('MAIL_OUTBOX')
  const production = text('NODE_ENV') === 'production'
  problems.push(
    ...clusterProblems({
      production,
      databaseUrl,
      appSecret,
      permitSigningKey,
      smtpUrl,
      mailOutbox,
    }),
  )

  const paymentProvider = text('PAYMENT_PROVIDER') ?? 'sandbox'
  if (paymentProvider !== 'sandbox') {
    problems.push(`PAYMENT_PROVIDER must be "sandbox" (got "${paymentProvider}")`)
  }
  const sandboxAllowedInPublic = flag('ALLOW_SANDBOX_PAYMENTS')
  const publicSite = [publicUrl, webPublicUrl].some((address) => address.startsWith('https:'))
  if (paymentProvider === 'sandbox' && publicSite && !sandboxAllowedInPublic) {
    problems.push(
      'PAYMENT_PROVIDER is "sandbox", where every payment succeeds without money, but the site is public (https): configure a bank provider, or set ALLOW_SANDBOX_PAYMENTS=true to run the sandbox there on purpose',
    )
  }

  const passwordCost = integer('PASSWORD_COST', 15, 10, 20)
  const passwordThreads = integer('PASSWORD_THREADS', availableParallelism(), 1, 64)
  const passwordQueueMs = integer('PASSWORD_QUEUE_MS', 2_000, 100, 30_000)

  const operatorEmail = text('OPERATOR_EMAIL')
  const operatorPassword = env.OPERATOR_PASSWORD
  let operator: ApiConfig['operator']
  if (operatorEmail !== undefined || operatorPassword) {
    if (operatorEmail === undefined || !EMAIL.test(operatorEmail)) {
      problems.push('OPERATOR_EMAIL must be an e-mail address when OPERATOR_PASSWORD is set')
    } else if (!operatorPassword || operatorPassword.length < 8) {
      problems.push('OPERATOR_PASSWORD must be at least 8 characters when OPERATOR_EMAIL is set')
    } else {
      operator = { email: operatorEmail, password: operatorPassword }
    }
  }

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of corsOrigins) {
    const problem = originProblem(entry)
    if (problem) problems.push(`CORS_ORIGINS: ${problem}`)
  }

  const logLevel = text('LOG_LEVEL') ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  }

  const trustedProxies = (text('TRUST_PROXY') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of trustedProxies) {
    if (!ADDRESS_OR_RANGE.test(entry)) {
      problems.push(`TRUST_PROXY must list IP addresses or CIDR ranges (got "${entry}")`)
    }
  }

  const drainTimeoutMs = integer('DRAIN_TIMEOUT_MS', 10_000, 100, 600_000)
  const drainDelayMs = integer('DRAIN_DELAY_MS', 0, 0, 600_000)
  if (drainDelayMs >= drainTimeoutMs) {
    problems.push(
      'DRAIN_DELAY_MS must be shorter than DRAIN_TIMEOUT_MS, which bounds the whole stop',
    )
  }

  const s3 = s3Settings(text, url, problems)
  const { metricsToken, otlpEndpoint } = observabilitySettings(text, problems)

  const reminderRunOnRequest = flag('REMINDER_RUN_ON_REQUEST')
  if (reminderRunOnRequest && production) {
    problems.push('REMINDER_RUN_ON_REQUEST is for tests: it may not be set in production')
  }
  const faultInjection = text('FAULT_INJECTION')
  if (
    faultInjection !== undefined &&
    !(FAULT_INJECTIONS as readonly string[]).includes(faultInjection)
  ) {
    problems.push(
      `FAULT_INJECTION must be ${FAULT_INJECTIONS.join(' or ')} (got "${faultInjection}")`,
    )
  }

  if (problems.length > 0) throw new ConfigError(problems)

  return {
    host,
    port: apiPort,
    publicUrl,
    publicUrlGiven: text('API_PUBLIC_URL') !== undefined,
    webPublicUrl,
    databaseUrl,
    redisUrl,
    redisKeyPrefix,
    databaseTimeouts,
    dataDir: path.resolve(text('DATA_DIR') ?? 'data'),
    s3,
    appSecret,
    permitSigningKey,
    smtpUrl,
    mailOutbox,
    mailFrom,
    paymentProvider: 'sandbox',
    sandboxAllowedInPublic,
    passwordCost,
    passwordThreads,
    passwordQueueMs,
    operator,
    trustedProxies,
    corsOrigins,
    production,
    migrateAtStart: text('MIGRATE_AT_START') === undefined ? true : flag('MIGRATE_AT_START'),
    drainTimeoutMs,
    drainDelayMs,
    reminderHour: text('REMINDER_HOUR') === 'off' ? null : integer('REMINDER_HOUR', 9, 0, 23),
    logLevel: logLevel as ApiConfig['logLevel'],
    metricsToken,
    otlpEndpoint,
    faultInjection: faultInjection as ApiConfig['faultInjection'],
    reminderRunOnRequest,
  }
}

/**
 * A production API on a shared database is one of several behind a balancer: each must sign
 * sessions, challenges and e-permits with the same keys, and mail must go somewhere chosen. The
 * values generated into DATA_DIR would differ per instance, so they are refused there (ADR 0094).
 */
function clusterProblems(settings: {
  production: boolean
  databaseUrl: string | undefined
  appSecret: string | undefined
  permitSigningKey: string | undefined
  smtpUrl: string | undefined
  mailOutbox: boolean
}): string[] {
  if (!settings.production || settings.databaseUrl === undefined) return []
  const why =
    'with NODE_ENV=production and DATABASE_URL, every API of the cluster needs the same one'
  const problems: string[] = []
  if (settings.appSecret === undefined) problems.push(`APP_SECRET must be set: ${why}`)
  if (settings.permitSigningKey === undefined) {
    problems.push(`PERMIT_SIGNING_KEY must be set: ${why}`)
  }
  if (settings.smtpUrl === undefined && !settings.mailOutbox) {
    problems.push(
      'SMTP_URL must be set with NODE_ENV=production and DATABASE_URL (or MAIL_OUTBOX=true to write mail into DATA_DIR/outbox/ on purpose)',
    )
  }
  return problems
}

/** Why `entry` cannot be an allowed CORS origin, or undefined when it is an exact origin. */
function originProblem(entry: string): string | undefined {
  if (entry === '*') {
    return '"*" is refused: with credentials every site could act for a signed-in visitor; name each origin'
  }
  let parsed: URL
  try {
    parsed = new URL(entry)
  } catch {
    return `"${entry}" is not an origin (scheme://host[:port])`
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry) {
    return `"${entry}" is not an exact origin: write it as a browser sends it, scheme://host[:port] in lower case with no path or trailing slash`
  }
  return undefined
}

/** METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT (ADR 0097). */
function observabilitySettings(
  text: (name: string) => string | undefined,
  problems: string[],
): { metricsToken: string | undefined; otlpEndpoint: string | undefined } {
  const metricsToken = text('METRICS_TOKEN')
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be at least 16 printable characters without spaces')
  }
  const otlpEndpoint = text('OTEL_EXPORTER_OTLP_ENDPOINT')?.replace(/\/+$/, '')
  if (otlpEndpoint !== undefined && !/^https?:\/\/[^/]/.test(otlpEndpoint)) {
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https URL (got "${otlpEndpoint}")`,
    )
  }
  return { metricsToken, otlpEndpoint }
}
