import { availableParallelism } from 'node:os'
import path from 'node:path'
import {
  ConfigError,
  type Env,
  type SharedSettings,
  settingsReader,
  sharedSettings,
} from '@tmulag/server-kit/settings'
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.js'
import { type S3Settings, s3Settings } from './files/s3-settings.js'
import { isEs256PrivateKey } from './security/signing-key.js'

export { ConfigError }

/**
 * Everything the API reads from its environment, validated once at start. The settings the
 * gateway reads alike (logging, proxies, Redis, observability, stopping) are `SharedSettings`:
 * the API's trusted proxies are the gateways, so that rate limits count each browser; without
 * REDIS_URL its limits stay in the database (or in memory on PGlite) and, on PostgreSQL, the
 * messages that clear every instance's caches travel by LISTEN/NOTIFY.
 */
export interface ApiConfig extends SharedSettings {
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
   * Origins of web clients served from other addresses that may call the API with their
   * visitors' credentials (CORS_ORIGINS); none by default.
   */
  corsOrigins: string[]
  /** Whether NODE_ENV is production: a cluster's settings are then required (ADR 0094). */
  production: boolean
  /** Whether the start migrates the database (MIGRATE_AT_START); if not, it must be up to date. */
  migrateAtStart: boolean
  /** REMINDER_HOUR: the hour of Ashgabat's day when the reminders go out; null: never (ADR 0105). */
  reminderHour: number | null
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Reads the API's settings from `env` (process.env by default). Every problem is collected,
 * so one start shows the whole list of what to fix.
 */
export function loadConfig(env: Env = process.env): ApiConfig {
  const problems: string[] = []
  const read = settingsReader(env, problems)
  const { text, port, integer, flag, url, list } = read

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

  const corsOrigins = list('CORS_ORIGINS')
  for (const entry of corsOrigins) {
    const problem = originProblem(entry)
    if (problem) problems.push(`CORS_ORIGINS: ${problem}`)
  }

  const s3 = s3Settings(text, url, problems)

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

  // Read last, so that a program's own problems come first in the list.
  const shared = sharedSettings(read, problems)
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    ...shared,
    host,
    port: apiPort,
    publicUrl,
    publicUrlGiven: text('API_PUBLIC_URL') !== undefined,
    webPublicUrl,
    databaseUrl,
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
    corsOrigins,
    production,
    migrateAtStart: text('MIGRATE_AT_START') === undefined ? true : flag('MIGRATE_AT_START'),
    reminderHour: text('REMINDER_HOUR') === 'off' ? null : integer('REMINDER_HOUR', 9, 0, 23),
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
