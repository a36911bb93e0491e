import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Everything the gateway reads from its environment, validated once at start. */
export interface GatewayConfig {
  host: string
  port: number
  /** The REST API the gateway stands in front of. */
  apiUrl: string
  /** How long one REST call may take before the API counts as unavailable. */
  apiTimeoutMs: number
  /**
   * The public address of the gateway (and the web): the one printed at start; https makes the
   * session cookie Secure. Without PUBLIC_URL, the listening address (ADR 0081).
   */
  publicUrl: string
  /** Whether PUBLIC_URL was given; if not, the address follows the port actually bound. */
  publicUrlGiven: boolean
  /**
   * Settings that disagree about the portal's address without being wrong on their own (a proxy
   * may reconcile them): said at start, before the address.
   */
  warnings: string[]
  /** The built web (index.html and assets), served at `/` when the folder exists. */
  webDist: string | undefined
  /** How long public reference data, news lists and pages are reused across requests. */
  publicCacheSeconds: number
  /** Refuse every operation that is not in the persisted-documents manifest. */
  persistedDocumentsOnly: boolean
  /** The manifest of the web's operations (hash → document). */
  persistedDocumentsFile: string
  /**
   * Proxies in front of the gateway whose `X-Forwarded-For` is believed (addresses or CIDR
   * ranges): behind a load balancer the browser's address is then the one it saw, not the
   * balancer's. Empty: the socket's address, whatever a request claims.
   */
  trustedProxies: string[]
  /** How long a request's body (other than an upload) may take to arrive whole. */
  requestTimeoutMs: number
  /**
   * Requests one client address may have in flight at once (the address TRUST_PROXY's proxies
   * report); the next is answered 429 with Retry-After.
   */
  maxRequestsInFlightPerAddress: number
  /**
   * Connections one client address may hold open at once (the proxies of TRUST_PROXY excepted):
   * a last guard against running out of sockets, far above what an office's browsers hold.
   */
  maxConnectionsPerAddress: number
  /** Longest a stop waits for requests under way before exiting anyway (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number
  /** How long /readyz answers 503 before the gateway stops taking connections (DRAIN_DELAY_MS). */
  drainDelayMs: number
  /**
   * REDIS_URL: the Redis the gateways and the API share (ADR 0096). Through it a change of the
   * public news clears every gateway's cached answers, and the requests in flight per address
   * are counted across gateways. Without it, each gateway counts and caches for itself.
   */
  redisUrl: string | undefined
  /** METRICS_TOKEN: the bearer token /metrics asks for; without it, only loopback (ADR 0097). */
  metricsToken: string | undefined
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); none means no tracing. */
  otlpEndpoint: string | undefined
  /** REDIS_KEY_PREFIX: the start of every key and channel name (the API's must be the same). */
  redisKeyPrefix: string
  /** Production hides internals: masked errors, no field suggestions. */
  production: boolean
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/
/** The repository's root, from src/ (tests, tsx) and from dist/ (npm start) alike. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Reads the gateway's settings from `env` (process.env by default), collecting every problem so
 * one start shows the whole list of what to fix. The only reader of the environment.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = []
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
      return fallback
    }
    return value
  }
  const url = (name: string, fallback: string): string => {
    const raw = text(name)
    if (raw === undefined) return fallback
    try {
      const parsed = new URL(raw)
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        problems.push(`${name} must be an http or https URL (got "${parsed.protocol}")`)
      }
      return raw.replace(/\/+$/, '')
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`)
      return fallback
    }
  }
  const flag = (name: string): boolean => {
    const raw = text(name)?.toLowerCase()
    if (raw === undefined) return false
    if (['1', 'true', 'yes'].includes(raw)) return true
    if (['0', 'false', 'no'].includes(raw)) return false
    problems.push(`${name} must be true or false (got "${raw}")`)
    return false
  }

  const port = integer('PORT', 8080, 0, 65535)
  const apiPort = integer('API_PORT', 8081, 0, 65535)
  const apiUrl = url('API_URL', `http://127.0.0.1:${apiPort}`)
  const host = text('GATEWAY_HOST') ?? '127.0.0.1'
  const publicUrl = url('PUBLIC_URL', `http://127.0.0.1:${port}`)
  const publicUrlGiven = text('PUBLIC_URL') !== undefined
  const webDist = path.resolve(text('WEB_DIST') ?? path.join(REPO_ROOT, 'web', 'dist'))
  const persistedDocumentsFile = path.resolve(
    text('PERSISTED_DOCUMENTS_FILE') ??
      path.join(REPO_ROOT, 'web', 'src', 'gql', 'persisted-documents.json'),
  )
  const persistedDocumentsOnly = flag('PERSISTED_DOCUMENTS_ONLY')
  if (persistedDocumentsOnly && !existsSync(persistedDocumentsFile)) {
    problems.push(
      `PERSISTED_DOCUMENTS_ONLY is on, but the manifest ${persistedDocumentsFile} does not exist`,
    )
  }
  const logLevel = text('LOG_LEVEL') ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  }
  const nodeEnv = text('NODE_ENV') ?? 'development'
  const trustedProxies = (text('TRUST_PROXY') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of trustedProxies) {
    if (!ADDRESS_OR_RANGE.test(entry)) {
      problems.push(`TRUST_PROXY must list IP addresses or CIDR ranges (got "${entry}")`)
    }
  }

  const redisUrl = text('REDIS_URL')
  if (redisUrl !== undefined) {
    try {
      if (!['redis:', 'rediss:'].includes(new URL(redisUrl).protocol)) {
        problems.push('REDIS_URL must be a redis: or rediss: URL')
      }
    } catch {
      problems.push('REDIS_URL must be a URL (redis://host:port)')
    }
  }
  const redisKeyPrefix = text('REDIS_KEY_PREFIX') ?? 'tmulag:'
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(redisKeyPrefix)) {
    problems.push(
      `REDIS_KEY_PREFIX must be 1 to 64 letters, digits or ":._-" (got "${redisKeyPrefix}")`,
    )
  }

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

  const config: GatewayConfig = {
    host,
    port,
    apiUrl,
    apiTimeoutMs: integer('API_TIMEOUT_MS', 10_000, 100, 120_000),
    publicUrl,
    publicUrlGiven,
    warnings:
      problems.length > 0 ? [] : originWarnings(host, port, publicUrlGiven ? publicUrl : undefined),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    publicCacheSeconds: integer('PUBLIC_CACHE_SECONDS', 30, 0, 3600),
    persistedDocumentsOnly,
    persistedDocumentsFile,
    trustedProxies,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000, 1000, 300_000),
    maxRequestsInFlightPerAddress: integer('MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS', 128, 1, 100_000),
    maxConnectionsPerAddress: integer('MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 100_000),
    drainTimeoutMs: integer('DRAIN_TIMEOUT_MS', 10_000, 100, 600_000),
    drainDelayMs: integer('DRAIN_DELAY_MS', 0, 0, 600_000),
    redisUrl,
    redisKeyPrefix,
    metricsToken,
    otlpEndpoint,
    production: nodeEnv === 'production',
    logLevel: logLevel as GatewayConfig['logLevel'],
  }
  if (config.drainDelayMs >= config.drainTimeoutMs) {
    problems.push(
      'DRAIN_DELAY_MS must be shorter than DRAIN_TIMEOUT_MS, which bounds the whole stop',
    )
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/**
 * Where the printed address, the letters' links, the QR codes and the payment's return could part
 * ways: the gateway open to other machines with links to this one, or a PUBLIC_URL on this
 * machine at a port the gateway does not listen on.
 */
function originWarnings(host: string, port: number, publicUrl: string | undefined): string[] {
  if (publicUrl === undefined) {
    if (LOOPBACK.has(host)) return []
    return [
      `GATEWAY_HOST is ${host}, so other machines may open the portal, but PUBLIC_URL is not set: links in letters, QR codes and the payment's return lead to http://127.0.0.1:${port}, which only this machine opens. Set PUBLIC_URL to the address people open.`,
    ]
  }
  const parsed = new URL(publicUrl)
  const publicPort = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
  if (LOOPBACK.has(parsed.hostname) && port !== 0 && publicPort !== port) {
    return [
      `PUBLIC_URL is ${publicUrl}, on this machine, but the gateway listens on port ${port} (PORT): links in letters, QR codes and the payment's return lead where the portal is not, unless a proxy of yours listens there. Make PUBLIC_URL and PORT agree.`,
    ]
  }
  return []
}
