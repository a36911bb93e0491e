import { type ChildProcess, spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Starts a built program on a free loopback port and resolves with the URL it prints. */
function startProgram(
  folder: 'api' | 'gateway',
  env: Record<string, string>,
  banner: RegExp,
): Promise<{ url: string; child: ChildProcess }> {
  const profile = process.env.BENCH_CPU_PROF
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/${folder}`] : []
  return startListening([...flags, 'dist/server.js'], path.join(ROOT, folder), env, banner)
}

/** Runs node with `args` in `cwd` and resolves with the URL its banner line names. */
function startListening(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  banner: RegExp,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${args.at(-1)} exited with ${code} before it listened`)),
    )
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = banner.exec(line)
      if (match?.[1]) resolve({ url: match[1], child })
    })
  })
}

/**
 * One of the programs the benchmark puts in front of the API in the gateway's place
 * (reference-fronts.ts): its URL, its process id, and how to stop it.
 */
export async function startReference(kind: 'hop' | 'apollo', apiUrl: string) {
  const { url, child } = await startListening(
    ['--import', 'tsx', 'bench/reference-fronts.ts', kind],
    path.join(ROOT, 'tests'),
    { API_URL: apiUrl, NODE_ENV: 'production' },
    /Reference listening at (http:\/\/\S+)/,
  )
  return { url, pid: child.pid ?? 0, stop: () => stopProgram(child) }
}

function stopProgram(child: ChildProcess): Promise<void> {
  // Stopped already (the load stops the programs before its recount, then closes the stack).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Where the PostgreSQL leg creates its throw-away database (the tests' administrative URL). */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type Engine = 'pglite' | 'postgres'

/** A fresh PostgreSQL database for one run, and how to drop it. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

/**
 * What production on PostgreSQL requires to be set on purpose (decision 0094): a secret and a
 * signing key of this run, and mail into the outbox, where the benchmarks read sign-up codes.
 */
function clusterSettings(): Record<string, string> {
  return {
    APP_SECRET: randomBytes(32).toString('hex'),
    PERMIT_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    MAIL_OUTBOX: 'true',
  }
}

/**
 * The API and the gateway as `npm start` runs them (built, one process each), on loopback, the
 * API on `engine`. The gateway accepts the persisted documents of `persistedDocumentsFile`, as
 * it does the web's.
 */
export async function startStack(
  engine: Engine,
  persistedDocumentsFile: string,
  extraEnv: { api?: Record<string, string>; gateway?: Record<string, string> } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'))
  const database = engine === 'postgres' ? await postgresDatabase() : undefined
  const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  const api = await startProgram(
    'api',
    {
      ...quiet,
      API_PORT: '0',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      ...(database ? { DATABASE_URL: database.url, ...clusterSettings() } : {}),
      ...extraEnv.api,
    },
    /REST API listening at (http:\/\/\S+)/,
  )
  const gateway = await startProgram(
    'gateway',
    {
      ...quiet,
      PORT: '0',
      API_URL: api.url,
      PERSISTED_DOCUMENTS_FILE: persistedDocumentsFile,
      ...extraEnv.gateway,
    },
    /Portal ready at (http:\/\/\S+)/,
  )
  return {
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    pids: { api: api.child.pid ?? 0, gateway: gateway.child.pid ?? 0 },
    dataDir,
    /** The PostgreSQL database's URL (undefined on PGlite). */
    databaseUrl: database?.url,
    /** Stops both programs, keeping their data (the load's recount reads it after). */
    async stop() {
      await stopProgram(gateway.child)
      await stopProgram(api.child)
    },
    async close() {
      await stopProgram(gateway.child)
      await stopProgram(api.child)
      await database?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
