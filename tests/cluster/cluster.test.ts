import { spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { API_DIR, failedStart, runServer, until } from '@tmulag/api/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exited, freshData, startGateway } from '../faults/programs.js'
import { burst, type Outcome } from './burst.js'

/**
 * A cluster's life with the programs as processes on ephemeral ports (ADRs 0094 and 0095): the
 * settings production refuses to guess, two APIs and a migration started together on an empty
 * PostgreSQL database, a stop under a burst of requests losing none, and a killed API reading as
 * UPSTREAM_UNAVAILABLE and nothing worse.
 */
const PROGRAMS = 180_000
const stackTrace = /^\s+at /m

const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString()
const OPERATOR = { email: 'operator@tmulag.test', password: 'operator-pass-2026' }

/** What every API of a production cluster is given alike. */
const clusterEnv = (databaseUrl: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  APP_SECRET: 'a-secret-every-api-of-the-cluster-shares',
  PERMIT_SIGNING_KEY: signingKey,
  MAIL_OUTBOX: 'true',
  OPERATOR_EMAIL: OPERATOR.email,
  OPERATOR_PASSWORD: OPERATOR.password,
  PASSWORD_COST: '10',
  LOG_LEVEL: 'info',
})

describe('a production cluster', { timeout: PROGRAMS }, () => {
  it('refuses to start without APP_SECRET, naming what is missing, without a stack trace', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cluster-refused-'))
    try {
      const { APP_SECRET: _missing, ...env } = clusterEnv('postgres://portal@127.0.0.1:1/portal')
      const refused = await failedStart({ ...env, DATA_DIR: dataDir })
      expect(refused.code).toBe(1)
      expect(refused.output).toContain('APP_SECRET must be set')
      expect(refused.output).not.toContain('PERMIT_SIGNING_KEY must be set')
      expect(refused.output).not.toMatch(stackTrace)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('brings up two APIs and a migration started together on an empty database, one operator among them', async () => {
    const data = await freshData('postgres')
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'cluster-second-'))
    const databaseUrl = data.env.DATABASE_URL ?? ''
    const env = clusterEnv(databaseUrl)
    // Told not to migrate, a start refuses an empty database, naming the step to take.
    const unmigrated = await failedStart({ ...env, DATA_DIR: otherDir, MIGRATE_AT_START: 'false' })
    expect(unmigrated.code).toBe(1)
    expect(unmigrated.output).toContain('001-accounts')
    expect(unmigrated.output).toContain('run `npm run migrate -w api` first')
    expect(unmigrated.output).not.toMatch(stackTrace)
    const started = await Promise.allSettled([
      runServer({ ...env, DATA_DIR: data.env.DATA_DIR }),
      runServer({ ...env, DATA_DIR: otherDir }),
      migrate({ ...env, DATA_DIR: otherDir }),
    ])
    try {
      const [first, second, migration] = started
      if (first.status === 'rejected') throw first.reason
      if (second.status === 'rejected') throw second.reason
      if (migration.status === 'rejected') throw migration.reason
      expect(migration.value).toEqual({ code: 0, output: expect.stringContaining('up to date') })
      for (const api of [first.value, second.value]) {
        expect((await fetch(`${api.url}/readyz`)).status).toBe(200)
      }
      expect(await operatorsNamed(databaseUrl, OPERATOR.email)).toBe(1)
      // The operator signs in on either API: one database, one secret.
      for (const api of [first.value, second.value]) {
        const login = await fetch(`${api.url}/api/login-post`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(OPERATOR),
        })
        expect(login.status).toBe(200)
      }
    } finally {
      for (const outcome of started.slice(0, 2)) {
        if (outcome.status === 'fulfilled' && 'child' in outcome.value) {
          outcome.value.child.kill('SIGTERM')
          await outcome.value.exited
        }
      }
      await data.remove()
      await rm(otherDir, { recursive: true, force: true })
    }
  })

  it('holds its port while it waits for another process preparing the database: alive, not ready', async () => {
    const data = await freshData('postgres')
    const databaseUrl = data.env.DATABASE_URL ?? ''
    // Another process preparing the database: the lock of db/preparation-lock.ts, held here.
    const holder = new pg.Client({ connectionString: databaseUrl })
    await holder.connect()
    await holder.query('select pg_advisory_lock(7094025)')
    const port = await freePort()
    const starting = runServer({
      ...clusterEnv(databaseUrl),
      DATA_DIR: data.env.DATA_DIR,
      API_PORT: String(port),
    })
    starting.catch(() => {})
    try {
      const url = `http://127.0.0.1:${port}`
      await until(
        async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status === 200,
        'the starting API answers /healthz',
        60_000,
      )
      expect((await fetch(`${url}/readyz`)).status).toBe(503)
      expect((await fetch(`${url}/api/news-all/1`)).status).toBe(503)
      await holder.query('select pg_advisory_unlock(7094025)')
      const api = await starting
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200)
      api.child.kill('SIGTERM')
      expect(await api.exited).toBe(0)
    } finally {
      await holder.end()
      await starting.then(
        (api) => api.child.kill('SIGKILL'),
        () => {},
      )
      await data.remove()
    }
  })
})

describe('stopping and killing under requests', { timeout: PROGRAMS }, () => {
  let data: Awaited<ReturnType<typeof freshData>>
  beforeAll(async () => {
    data = await freshData('pglite')
  })
  afterAll(async () => {
    await data?.remove()
  })

  it('lets an API stopped by SIGTERM answer every request of a burst, saying 503 on /readyz meanwhile', async () => {
    // The delay is the balancer's time to read /readyz; the burst fits in it.
    const api = await runServer({ ...data.env, DRAIN_DELAY_MS: '3000', DRAIN_TIMEOUT_MS: '20000' })
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200)
    let readyWhileDraining: number | undefined
    const outcomes = await burst({
      count: 60,
      concurrency: 6,
      send: () => fetch(`${api.url}/api/news-all/1`).then(answered),
      async afterAnswers() {
        api.child.kill('SIGTERM')
        // The signal arrives a moment later; within the delay, /readyz must turn to 503.
        readyWhileDraining = await until(
          async () => (await fetch(`${api.url}/readyz`)).status === 503,
          '/readyz answers 503',
          2_500,
        ).then(
          () => 503,
          () => 200,
        )
      },
    })
    expect(failures(outcomes)).toEqual([])
    expect(readyWhileDraining).toBe(503)
    expect(await api.exited).toBe(0)
  })

  it('lets a gateway stopped by SIGTERM answer every request of a burst', async () => {
    const api = await runServer(data.env)
    const gateway = await startGateway(api.url, {
      DRAIN_DELAY_MS: '3000',
      DRAIN_TIMEOUT_MS: '20000',
      PUBLIC_CACHE_SECONDS: '0',
    })
    try {
      let readyWhileDraining = false
      const outcomes = await burst({
        count: 60,
        concurrency: 6,
        send: () => latestNews(gateway.url),
        async afterAnswers() {
          gateway.child.kill('SIGTERM')
          readyWhileDraining = await until(
            async () => (await fetch(`${gateway.url}/readyz`)).status === 503,
            '/readyz answers 503',
            2_500,
          ).then(
            () => false,
            () => true,
          )
        },
      })
      expect(failures(outcomes)).toEqual([])
      expect(readyWhileDraining).toBe(false)
      await exited(gateway.child)
      expect(gateway.child.exitCode).toBe(0)
    } finally {
      gateway.child.kill('SIGKILL')
      api.child.kill('SIGTERM')
      await api.exited
    }
  })

  it('answers UPSTREAM_UNAVAILABLE, never INTERNAL_SERVER_ERROR, when the API is killed mid-requests', async () => {
    const api = await runServer(data.env)
    const gateway = await startGateway(api.url, { PUBLIC_CACHE_SECONDS: '0' })
    try {
      const outcomes = await burst({
        count: 80,
        concurrency: 8,
        send: () => latestNews(gateway.url),
        async afterAnswers() {
          api.child.kill('SIGKILL')
        },
      })
      const codes = new Set(outcomes.flatMap((outcome) => outcome.codes))
      expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([])
      expect([...codes]).toEqual(['UPSTREAM_UNAVAILABLE'])
      expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true)
      // The static side stays ready: an API outage takes no gateway out of the balancer.
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200)
    } finally {
      gateway.child.kill('SIGTERM')
      await exited(gateway.child)
      await api.exited
    }
  })
})

async function answered(response: Response): Promise<Outcome> {
  await response.arrayBuffer()
  return { status: response.status, codes: [] }
}

async function latestNews(gatewayUrl: string): Promise<Outcome> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ latestNews { id } }' }),
  })
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] }
  return {
    status: response.status,
    codes: (body.errors ?? []).map((error) => error.extensions?.code ?? 'none'),
  }
}

/** Every answer that is not a success: a status, an error code, or no answer at all. */
function failures(outcomes: Outcome[]) {
  return outcomes.filter(
    (outcome) => outcome.error !== undefined || outcome.status !== 200 || outcome.codes.length > 0,
  )
}

/** `npm run migrate -w api`, from the sources: its exit code and what it printed. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function operatorsNamed(databaseUrl: string, email: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select count(*)::int as count from users where lower(email) = lower($1)',
      [email],
    )
    return rows[0].count
  } finally {
    await client.end()
  }
}

/** A port free a moment ago, for a program whose port must be known before it prints it. */
function freePort(): Promise<number> {
  const server = createServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    }),
  )
}
