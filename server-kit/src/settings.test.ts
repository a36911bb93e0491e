import { describe, expect, it } from 'vitest'
import { type Env, settingsReader, sharedSettings } from './settings.js'

/** The readers over `env`, and the problems they found. */
function reading(env: Env) {
  const problems: string[] = []
  return { read: settingsReader(env, problems), problems }
}

/** The shared settings of `env`, and the problems found in them. */
function shared(env: Env) {
  const { read, problems } = reading(env)
  return { settings: sharedSettings(read, problems), problems }
}

describe('the readers of a setting', () => {
  it('take a blank setting for an unset one, and trim what is given', () => {
    const { read, problems } = reading({ A: '  ', B: ' text ' })
    expect(read.text('A')).toBeUndefined()
    expect(read.text('B')).toBe('text')
    expect(read.integer('A', 7, 0, 10)).toBe(7)
    expect(problems).toEqual([])
  })

  it('take whole numbers and ports only within their bounds, naming what was given', () => {
    const { read, problems } = reading({ N: '12', BIG: '1e3', NEG: '-1', PORT: '8080', P: '70000' })
    expect(read.integer('N', 0, 0, 20)).toBe(12)
    expect(read.integer('BIG', 5, 0, 5000)).toBe(5)
    expect(read.integer('NEG', 5, 0, 10)).toBe(5)
    expect(read.port('PORT', 1)).toBe(8080)
    expect(read.port('P', 1)).toBe(1)
    expect(problems).toEqual([
      'BIG must be a whole number from 0 to 5000 (got "1e3")',
      'NEG must be a whole number from 0 to 10 (got "-1")',
      'P must be a port number from 0 to 65535 (got "70000")',
    ])
  })

  it('read a flag as true or false in a few spellings, and refuse others', () => {
    const { read, problems } = reading({ Y: 'Yes', ONE: '1', N: 'false', ODD: 'maybe' })
    expect([read.flag('Y'), read.flag('ONE'), read.flag('N'), read.flag('UNSET')]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(read.flag('ODD')).toBe(false)
    expect(problems).toEqual(['ODD must be true or false (got "maybe")'])
  })

  it('read a URL of the schemes asked for, without its trailing slashes', () => {
    const { read, problems } = reading({
      WEB: 'https://portal.example/',
      DB: 'mysql://db',
      SMTP: 'http://mail',
      BAD: 'not a url',
    })
    expect(read.url('WEB', '')).toBe('https://portal.example')
    read.url('DB', '', ['postgres:', 'postgresql:'])
    read.url('SMTP', '', ['smtp:', 'smtps:'])
    expect(read.url('BAD', 'fallback')).toBe('fallback')
    expect(problems).toEqual([
      'DB must be a postgres: or postgresql: URL (got "mysql:")',
      'SMTP must be an smtp: or smtps: URL (got "http:")',
      'BAD must be a URL (got "not a url")',
    ])
  })

  it('read a list of entries, the empty ones left out', () => {
    const { read } = reading({ L: ' a, ,b ,' })
    expect(read.list('L')).toEqual(['a', 'b'])
    expect(read.list('UNSET')).toEqual([])
  })
})

describe('the settings the API and the gateway read alike', () => {
  it('need nothing', () => {
    expect(shared({})).toEqual({
      settings: {
        logLevel: 'info',
        trustedProxies: [],
        redisUrl: undefined,
        redisKeyPrefix: 'tmulag:',
        metricsToken: undefined,
        otlpEndpoint: undefined,
        drainTimeoutMs: 10_000,
        drainDelayMs: 0,
      },
      problems: [],
    })
  })

  it('read what they are given', () => {
    const { settings, problems } = shared({
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.1.7, 10.0.0.0/8,::1',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_KEY_PREFIX: 'portal-a:',
      METRICS_TOKEN: 'a-long-enough-token-123',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      DRAIN_TIMEOUT_MS: '20000',
      DRAIN_DELAY_MS: '5000',
    })
    expect(problems).toEqual([])
    expect(settings).toEqual({
      logLevel: 'warn',
      trustedProxies: ['10.0.1.7', '10.0.0.0/8', '::1'],
      redisUrl: 'rediss://cache:6380',
      redisKeyPrefix: 'portal-a:',
      metricsToken: 'a-long-enough-token-123',
      otlpEndpoint: 'http://collector:4318',
      drainTimeoutMs: 20_000,
      drainDelayMs: 5000,
    })
  })

  it('name each one that is wrong', () => {
    expect(
      shared({
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'balancer.local',
        REDIS_URL: 'cache:6379',
        REDIS_KEY_PREFIX: 'a b',
        METRICS_TOKEN: 'short',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        DRAIN_TIMEOUT_MS: '1000',
        DRAIN_DELAY_MS: '1000',
      }).problems,
    ).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'TRUST_PROXY must list IP addresses or CIDR ranges (got "balancer.local")',
      'REDIS_URL must be a redis: or rediss: URL (got "cache:")',
      'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or ":._-" (got "a b")',
      'METRICS_TOKEN must be at least 16 printable characters without spaces',
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https URL (got "collector:4318")',
      'DRAIN_DELAY_MS must be shorter than DRAIN_TIMEOUT_MS, which bounds the whole stop',
    ])
    expect(shared({ REDIS_URL: 'not a url' }).problems).toEqual([
      'REDIS_URL must be a URL (got "not a url")',
    ])
  })
})
