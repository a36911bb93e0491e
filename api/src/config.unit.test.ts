import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('configuration', () => {
  it('reads the settings it shares with the gateway (server-kit/settings)', () => {
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.1.7',
        REDIS_URL: 'redis://10.0.0.5:6379',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      trustedProxies: ['10.0.1.7'],
      redisUrl: 'redis://10.0.0.5:6379',
      logLevel: 'warn',
      drainTimeoutMs: 10_000,
    })
    expect(() => loadConfig({ TRUST_PROXY: 'gateway.local' })).toThrow(
      'TRUST_PROXY must list IP addresses or CIDR ranges (got "gateway.local")',
    )
  })

  it('starts with no settings at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      publicUrl: 'http://127.0.0.1:8081',
      webPublicUrl: 'http://127.0.0.1:8080',
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

  it('links to the address the gateway prints, on the port it listens on, unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '9090' }).webPublicUrl).toBe('http://127.0.0.1:9090')
    expect(
      loadConfig({ PUBLIC_URL: 'https://portal.tmulag.gov.tm/', ALLOW_SANDBOX_PAYMENTS: 'true' })
        .webPublicUrl,
    ).toBe('https://portal.tmulag.gov.tm')
    // A port chosen at start cannot be written in a letter: the start says so and stops.
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PUBLIC_URL must be set when PORT is 0/)
    expect(loadConfig({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1:4000' }).webPublicUrl).toBe(
      'http://127.0.0.1:4000',
    )
  })

  it('allows no other origin by default, and reads CORS_ORIGINS as exact origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    const config = loadConfig({
      CORS_ORIGINS: ' https://portal.tmulag.gov.tm, http://localhost:8082 ,',
    })
    expect(config.corsOrigins).toEqual(['https://portal.tmulag.gov.tm', 'http://localhost:8082'])
  })

  it('refuses "*" and anything but an exact origin in CORS_ORIGINS', () => {
    let caught: unknown
    try {
      loadConfig({
        CORS_ORIGINS:
          '*, https://portal.tmulag.gov.tm/, https://Portal.tmulag.gov.tm, ftp://x.tm, portal, null',
      })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const problems = (caught as ConfigError).problems
    expect(problems).toHaveLength(6)
    expect(problems[0]).toMatch(/^CORS_ORIGINS: "\*" is refused/)
    for (const [index, entry] of [
      'https://portal.tmulag.gov.tm/',
      'https://Portal.tmulag.gov.tm',
      'ftp://x.tm',
      'portal',
      'null',
    ].entries()) {
      expect(problems[index + 1]).toContain(`"${entry}" is not`)
    }
  })

  it('reads the operator and the addresses it is given', () => {
    const config = loadConfig({
      OPERATOR_EMAIL: 'ops@tmulag.gov.tm',
      OPERATOR_PASSWORD: 'long-enough',
      API_PUBLIC_URL: 'https://api.tmulag.gov.tm/',
      DATA_DIR: '/var/lib/portal',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    })
    expect(config.operator).toEqual({ email: 'ops@tmulag.gov.tm', password: 'long-enough' })
    expect(config.publicUrl).toBe('https://api.tmulag.gov.tm')
    expect(config.dataDir).toBe('/var/lib/portal')
  })

  it('refuses the payment sandbox on a public (https) site unless told so on purpose', () => {
    for (const env of [
      { PUBLIC_URL: 'https://portal.tmulag.gov.tm' },
      { API_PUBLIC_URL: 'https://api.tmulag.gov.tm' },
    ]) {
      let caught: unknown
      try {
        loadConfig(env)
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(ConfigError)
      expect((caught as ConfigError).problems).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER is "sandbox".*ALLOW_SANDBOX_PAYMENTS=true/),
      ])
    }
    const allowed = loadConfig({
      PUBLIC_URL: 'https://portal.tmulag.gov.tm',
      ALLOW_SANDBOX_PAYMENTS: 'yes',
    })
    expect(allowed.sandboxAllowedInPublic).toBe(true)
    // A local start over http needs no setting.
    expect(loadConfig({}).sandboxAllowedInPublic).toBe(false)
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toThrow(
      'ALLOW_SANDBOX_PAYMENTS must be true or false (got "maybe")',
    )
  })

  it('reads the password cost within its bounds', () => {
    expect(loadConfig({}).passwordCost).toBe(15)
    expect(loadConfig({ PASSWORD_COST: '11' }).passwordCost).toBe(11)
    for (const raw of ['9', '21', '1e1', 'x']) {
      expect(() => loadConfig({ PASSWORD_COST: raw })).toThrow(
        `PASSWORD_COST must be a whole number from 10 to 20 (got "${raw}")`,
      )
    }
  })
  it('limits every wait on the database: 10 s to connect, 15 s a statement, unless told', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 10_000, statementMs: 15_000 })
    const told = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    })
    expect(told.databaseTimeouts).toEqual({ connectMs: 2_500, statementMs: 60_000 })
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 100 to 3600000 (got "0")',
    )
  })

  it('hashes on every core and waits at most 2 s for a thread by default', () => {
    expect(loadConfig({}).passwordThreads).toBe(availableParallelism())
    expect(loadConfig({ PASSWORD_THREADS: '3' }).passwordThreads).toBe(3)
    expect(loadConfig({}).passwordQueueMs).toBe(2_000)
    expect(loadConfig({ PASSWORD_QUEUE_MS: '500' }).passwordQueueMs).toBe(500)
    expect(() => loadConfig({ PASSWORD_THREADS: '0' })).toThrow(
      'PASSWORD_THREADS must be a whole number from 1 to 64 (got "0")',
    )
    expect(() => loadConfig({ PASSWORD_QUEUE_MS: '50' })).toThrow(
      'PASSWORD_QUEUE_MS must be a whole number from 100 to 30000 (got "50")',
    )
  })
})

describe('the e-permit signing key', () => {
  it('takes an EC P-256 private key as PEM (newlines written out or not) or as a JWK', async () => {
    const { generateKeyPairSync } = await import('node:crypto')
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }))
    for (const given of [pem, pem.replace(/\n/g, '\\n'), jwk]) {
      expect(loadConfig({ PERMIT_SIGNING_KEY: given }).permitSigningKey).toBe(given.trim())
    }
  })

  it('refuses a key ES256 cannot sign with', async () => {
    const { generateKeyPairSync } = await import('node:crypto')
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    for (const given of ['not a key', rsa.export({ format: 'pem', type: 'pkcs8' }).toString()]) {
      expect(() => loadConfig({ PERMIT_SIGNING_KEY: given })).toThrow(/PERMIT_SIGNING_KEY must be/)
    }
  })
})

describe('a production cluster (NODE_ENV=production with DATABASE_URL)', () => {
  const cluster = { NODE_ENV: 'production', DATABASE_URL: 'postgres://portal@db/portal' }

  it('refuses to start without the shared secret, the signing key and a chosen mail route', () => {
    let caught: unknown
    try {
      loadConfig(cluster)
    } catch (error) {
      caught = error
    }
    expect((caught as ConfigError).problems).toEqual([
      'APP_SECRET must be set: with NODE_ENV=production and DATABASE_URL, every API of the cluster needs the same one',
      'PERMIT_SIGNING_KEY must be set: with NODE_ENV=production and DATABASE_URL, every API of the cluster needs the same one',
      'SMTP_URL must be set with NODE_ENV=production and DATABASE_URL (or MAIL_OUTBOX=true to write mail into DATA_DIR/outbox/ on purpose)',
    ])
  })

  it('starts with them, the outbox chosen on purpose standing for SMTP', async () => {
    const { generateKeyPairSync } = await import('node:crypto')
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
    const given = { ...cluster, APP_SECRET: 'x'.repeat(32), PERMIT_SIGNING_KEY: key }
    expect(loadConfig({ ...given, MAIL_OUTBOX: 'true' })).toMatchObject({
      production: true,
      mailOutbox: true,
    })
    expect(loadConfig({ ...given, SMTP_URL: 'smtp://mail:587' }).smtpUrl).toBe('smtp://mail:587')
  })

  it('keeps generated values for a single API: production on PGlite, or PostgreSQL in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true)
    expect(loadConfig({ DATABASE_URL: cluster.DATABASE_URL }).production).toBe(false)
  })

  it('runs the reminders on request only for tests, never in production', () => {
    expect(loadConfig({}).reminderRunOnRequest).toBe(false)
    expect(loadConfig({ REMINDER_RUN_ON_REQUEST: 'true' }).reminderRunOnRequest).toBe(true)
    expect(() => loadConfig({ NODE_ENV: 'production', REMINDER_RUN_ON_REQUEST: 'true' })).toThrow(
      /REMINDER_RUN_ON_REQUEST is for tests/,
    )
  })
})

describe('the S3 store of uploads', () => {
  it('keeps uploads in DATA_DIR without S3_BUCKET, and reads every S3 setting with it', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(
      loadConfig({
        S3_BUCKET: 'tmulag-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'tmulag-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
    // AWS itself: no endpoint, the bucket in the host name, the SDK's own credentials.
    expect(loadConfig({ S3_BUCKET: 'tmulag', S3_REGION: 'eu-central-1' }).s3).toEqual({
      bucket: 'tmulag',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('names each S3 setting that is wrong or alone', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env)
        return []
      } catch (error) {
        return (error as ConfigError).problems
      }
    }
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' })).toEqual([
      'S3_BUCKET must be set when S3_ENDPOINT, S3_REGION are: without it uploads stay in DATA_DIR',
    ])
    expect(
      problems({
        S3_BUCKET: 'Uploads_1',
        S3_ENDPOINT: 'ftp://store',
        S3_ACCESS_KEY_ID: 'key',
        S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Uploads_1")',
      'S3_ENDPOINT must be an http: or https: URL (got "ftp:")',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      'S3_FORCE_PATH_STYLE must be true or false (got "maybe")',
    ])
  })
})
