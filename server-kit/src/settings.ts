/**
 * Reading a program's settings from its environment at start, as the API and the gateway both
 * do: each reader records a problem (the setting's name and what was given) and answers its
 * fallback instead of throwing, so one start lists everything there is to fix (ADR 0101).
 */
export type Env = Record<string, string | undefined>

/** The settings' problems, all of them, as one error the program prints before it exits. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/

export type SettingsReader = ReturnType<typeof settingsReader>

/** The readers of `env`'s settings; each problem they find goes into `problems`. */
export function settingsReader(env: Env, problems: string[]) {
  /** A setting's text, trimmed; undefined when unset or blank. */
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value ? value : undefined
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

  const port = (name: string, fallback: number): number => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value > 65535) {
      problems.push(`${name} must be a port number from 0 to 65535 (got "${raw}")`)
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

  /** A URL of one of `protocols` ("http:"…), without its trailing slashes. */
  const url = (name: string, fallback: string, protocols = ['http:', 'https:']): string => {
    const raw = text(name)
    if (raw === undefined) return fallback
    try {
      const parsed = new URL(raw)
      if (!protocols.includes(parsed.protocol)) {
        const article = /^[aeiouhs]/.test(protocols[0] ?? '') ? 'an' : 'a'
        problems.push(
          `${name} must be ${article} ${protocols.join(' or ')} URL (got "${parsed.protocol}")`,
        )
      }
      return raw.replace(/\/+$/, '')
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`)
      return fallback
    }
  }

  /** A comma-separated list's entries, trimmed, the empty ones left out. */
  const list = (name: string): string[] =>
    (text(name) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')

  return { text, integer, port, flag, url, list }
}

/** What both programs read alike: logging, proxies, the shared Redis, observability, stopping. */
export interface SharedSettings {
  logLevel: LogLevel
  /** TRUST_PROXY: the proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges). */
  trustedProxies: string[]
  /** REDIS_URL: the Redis the instances share (ADR 0096); none means each keeps its own. */
  redisUrl: string | undefined
  /** REDIS_KEY_PREFIX: the start of every key and channel name (the same in every program). */
  redisKeyPrefix: string
  /** METRICS_TOKEN: the bearer token /metrics asks for; without it, only loopback (ADR 0097). */
  metricsToken: string | undefined
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); none means no tracing. */
  otlpEndpoint: string | undefined
  /** DRAIN_TIMEOUT_MS: the longest a stop waits for requests under way before exiting anyway. */
  drainTimeoutMs: number
  /** DRAIN_DELAY_MS: how long /readyz answers 503 before the program stops taking connections. */
  drainDelayMs: number
}

export function sharedSettings(read: SettingsReader, problems: string[]): SharedSettings {
  const { text, integer, url, list } = read
  const logLevel = text('LOG_LEVEL') ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  }

  const trustedProxies = list('TRUST_PROXY')
  for (const entry of trustedProxies) {
    if (!ADDRESS_OR_RANGE.test(entry)) {
      problems.push(`TRUST_PROXY must list IP addresses or CIDR ranges (got "${entry}")`)
    }
  }

  const redisUrl = text('REDIS_URL')
  if (redisUrl !== undefined) url('REDIS_URL', '', ['redis:', 'rediss:'])
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

  const drainTimeoutMs = integer('DRAIN_TIMEOUT_MS', 10_000, 100, 600_000)
  const drainDelayMs = integer('DRAIN_DELAY_MS', 0, 0, 600_000)
  if (drainDelayMs >= drainTimeoutMs) {
    problems.push(
      'DRAIN_DELAY_MS must be shorter than DRAIN_TIMEOUT_MS, which bounds the whole stop',
    )
  }

  return {
    logLevel: logLevel as LogLevel,
    trustedProxies,
    redisUrl,
    redisKeyPrefix,
    metricsToken,
    otlpEndpoint,
    drainTimeoutMs,
    drainDelayMs,
  }
}
