import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('the gateway configuration', () => {
  it('reads the settings it shares with the API (server-kit/settings)', () => {
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.0.5',
        REDIS_URL: 'rediss://cache:6380',
        METRICS_TOKEN: 'a-long-enough-token-123',
      }),
    ).toMatchObject({
      trustedProxies: ['10.0.0.5'],
      redisUrl: 'rediss://cache:6380',
      metricsToken: 'a-long-enough-token-123',
      drainDelayMs: 0,
    })
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must be a redis/)
  })

  it('needs nothing for a local start', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      apiUrl: 'http://127.0.0.1:8081',
      apiTimeoutMs: 10_000,
      publicUrl: 'http://127.0.0.1:8080',
      warnings: [],
      persistedDocumentsOnly: false,
      production: false,
    })
  })

  it('says at start when the address it prints and the links it gives may part ways', () => {
    expect(loadConfig({ PORT: '9000', PUBLIC_URL: 'http://127.0.0.1:9000' }).warnings).toEqual([])
    expect(loadConfig({ PUBLIC_URL: 'https://portal.tmulag.gov.tm' }).warnings).toEqual([])
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:9000' }).warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is http:\/\/localhost:9000.*port 8080 \(PORT\)/),
    ])
    expect(loadConfig({ GATEWAY_HOST: '0.0.0.0' }).warnings).toEqual([
      expect.stringMatching(/^GATEWAY_HOST is 0\.0\.0\.0.*PUBLIC_URL is not set/),
    ])
    expect(
      loadConfig({ GATEWAY_HOST: '0.0.0.0', PUBLIC_URL: 'https://portal.tmulag.gov.tm' }).warnings,
    ).toEqual([])
  })

  it('follows API_PORT when API_URL is not given, and takes API_URL as given', () => {
    expect(loadConfig({ API_PORT: '9001' }).apiUrl).toBe('http://127.0.0.1:9001')
    expect(loadConfig({ API_URL: 'https://api.tmulag.gov.tm/' }).apiUrl).toBe(
      'https://api.tmulag.gov.tm',
    )
  })

  it('lists every problem at once', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        API_URL: 'ftp://api',
        API_TIMEOUT_MS: '5',
        PERSISTED_DOCUMENTS_ONLY: 'maybe',
        LOG_LEVEL: 'loud',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toHaveLength(5)
    expect((error as ConfigError).message).toMatch(/^The configuration is invalid:\n {2}- PORT/)
  })

  it('refuses PERSISTED_DOCUMENTS_ONLY without a manifest', () => {
    expect(() =>
      loadConfig({
        PERSISTED_DOCUMENTS_ONLY: 'true',
        PERSISTED_DOCUMENTS_FILE: '/nonexistent.json',
      }),
    ).toThrow(/manifest/)
  })

  it('limits how long a body may take, and the requests and connections of an address', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      maxRequestsInFlightPerAddress: 128,
      maxConnectionsPerAddress: 256,
    })
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '5000',
        MAX_CONNECTIONS_PER_ADDRESS: '200',
        MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '20',
      }),
    ).toMatchObject({
      requestTimeoutMs: 5000,
      maxConnectionsPerAddress: 200,
      maxRequestsInFlightPerAddress: 20,
    })
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '0' })).toThrow(
      /MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS/,
    )
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/)
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    )
  })
})
