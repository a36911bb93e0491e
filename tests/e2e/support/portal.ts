import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const OUTPUT = fileURLToPath(new URL('../output/', import.meta.url))

/**
 * The portal's operator (created at start from OPERATOR_EMAIL and OPERATOR_PASSWORD), for
 * journeys that need one to set a deposit or move a request along.
 */
export const e2eOperator = {
  email: 'operator@portal-e2e.example.com',
  password: 'Operator-e2e-password-2026',
} as const

/** What the workers learn of the running portal (through the environment globalSetup leaves). */
export const portalEnv = {
  url: 'E2E_PORTAL_URL',
  dataDir: 'E2E_DATA_DIR',
  /** The API itself, for the one test-only call a journey makes to it (runReminders). */
  apiUrl: 'E2E_API_URL',
} as const

export interface Portal {
  url: string
  dataDir: string
  apiUrl: string
  stop(): Promise<void>
}

/** What `npm start` runs must have been built first (`npm run test:e2e` builds it). */
const BUILT = ['api/dist/server.js', 'gateway/dist/server.js', 'web/dist/index.html']
const READY = /Portal ready at (http:\/\/\S+)/
// A fresh PGlite database is migrated and seeded at start: seconds alone, a minute on a busy machine.
const START_DEADLINE_MS = 180_000

/** A port the system has just handed out and freed: the gateway's, known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(address),
      )
    })
  })
}

/**
 * The portal as `npm start` starts it (scripts/start.mjs: the built API, then the built gateway
 * serving the built web), on a free port, its data in a fresh temporary folder. The gateway's
 * port is chosen first and given to both (PORT), as a person's `PORT=… npm start` does: the links
 * the API e-mails point at this very portal; the API takes any free port. Resolves on the "Portal ready at" line.
 */
export async function startPortal(): Promise<Portal> {
  const missing = BUILT.filter((file) => !existsSync(path.join(ROOT, file)))
  if (missing.length > 0) {
    throw new Error(`Build first (npm run test:e2e does): missing ${missing.join(', ')}`)
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'))
  const port = await freePort()
  const apiPort = await freePort()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      // A port of our choosing, so a journey can ask the API to run the reminders now (the
      // test-only REMINDER_RUN_ON_REQUEST, ADR 0105).
      API_PORT: String(apiPort),
      REMINDER_RUN_ON_REQUEST: 'true',
      // No PUBLIC_URL, as the README's `npm start`: the links the API gives must follow the
      // address the gateway prints by themselves (ADR 0081).
      DATA_DIR: dataDir,
      OPERATOR_EMAIL: e2eOperator.email,
      OPERATOR_PASSWORD: e2eOperator.password,
      // The gateway believes the test process's X-Forwarded-For (the browser sends none), so the
      // clients that arrange accounts come each from its own address (support/gateway.ts).
      TRUST_PROXY: '127.0.0.1,::1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    log.push(line)
    process.stderr.write(`[portal] ${line}\n`)
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "Portal ready at" line within ${START_DEADLINE_MS} ms`)),
      START_DEADLINE_MS,
    )
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`npm start's script exited (${signal ?? code}):\n${log.join('\n')}`))
    })
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      log.push(line)
      const ready = READY.exec(line)?.[1]
      if (ready) {
        clearTimeout(timer)
        resolve(ready.replace(/\/+$/, ''))
      }
    })
  }).catch(async (error: unknown) => {
    await stopChild(child)
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  // Said at once, so a run whose journeys all fail to connect tells why.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[portal] stopped during the run (${signal ?? code})\n`)
  })
  return {
    url,
    dataDir,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    async stop() {
      stopping = true
      await stopChild(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** SIGTERM (start.mjs stops the gateway and the API gracefully); SIGKILL if that hangs. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export async function ensureOutput(...folders: string[]) {
  const folder = path.join(OUTPUT, ...folders)
  await mkdir(folder, { recursive: true })
  return folder
}
