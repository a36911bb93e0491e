import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('configuration', () => {
  it('starts with no settings at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      publicUrl: 'http://127.0.0.1:8081',
      webPublicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      smtpUrl: undefined,
      paymentProvider: 'sandbox',
      operator: undefined,
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it('lists every problem at once, readably', () => {
    let caught: unknown
    try {
      loadConfig({
        API_PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        APP_SECRET: 'short',
        PAYMENT_PROVIDER: 'paypal',
        OPERATOR_EMAIL: 'ops@example.com',
        LOG_LEVEL: 'loud',
      })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const problems = (caught as ConfigError).problems
    expect(problems).toEqual([
      'API_PORT must be a port number from 0 to 65535 (got "eighty")',
      'PUBLIC_URL must be a URL (got "not a url")',
      'DATABASE_URL must be a postgres: or postgresql: URL (got "mysql:")',
      'APP_SECRET must be at least 32 characters long',
      'PAYMENT_PROVIDER must be "sandbox" (got "paypal")',
      'OPERATOR_PASSWORD must be at least 8 characters when OPERATOR_EMAIL is set',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ])
    expect((caught as ConfigError).message).toContain('\n  - API_PORT must be')
  })

  it('reads the operator and the addresses it is given', () => {
    const config = loadConfig({
      OPERATOR_EMAIL: 'ops@tmulag.gov.tm',
      OPERATOR_PASSWORD: 'long-enough',
      API_PUBLIC_URL: 'https://api.tmulag.gov.tm/',
      DATA_DIR: '/var/lib/portal',
    })
    expect(config.operator).toEqual({ email: 'ops@tmulag.gov.tm', password: 'long-enough' })
    expect(config.publicUrl).toBe('https://api.tmulag.gov.tm')
    expect(config.dataDir).toBe('/var/lib/portal')
  })
})
