import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/database.js'
import { failedStart, runServer, until } from '../testing/program.js'

/** Starting the API as a program twice or three times, on a busy machine. */
const PROGRAM_TIMEOUT = 120_000

let dataDir: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let env: Record<string, string>
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-lifecycle-'))
  database = await createTestDatabase(dataDir)
  env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }
})
afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const stackTrace = /^\s+at /m

describe('starting and stopping', { timeout: PROGRAM_TIMEOUT }, () => {
  it('lets one API own a data folder: a second refuses in one sentence, a killed one does not block the next', async () => {
    const first = await runServer(env)
    const second = await failedStart(env)
    expect(second.code).toBe(1)
    expect(second.output).toMatch(
      /The data folder .* is in use by another API process \(pid \d+ on .*\); stop it first, or give this one its own DATA_DIR\./,
    )
    expect(second.output).not.toMatch(stackTrace)
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200)

    // Killed mid-upload: its lock and an unfinished upload stay behind.
    first.child.kill('SIGKILL')
    await first.exited
    const tmp = path.join(dataDir, 'uploads', 'tmp')
    await mkdir(tmp, { recursive: true })
    await writeFile(path.join(tmp, 'cut-short'), 'half a file')

    const third = await runServer(env)
    try {
      expect(await readdir(tmp)).toEqual([])
      expect(third.output()).toContain('removed uploads left unfinished')
      expect(third.output()).toContain('payments go to the sandbox')
      expect((await fetch(`${third.url}/healthz`)).status).toBe(200)
    } finally {
      third.child.kill('SIGTERM')
      expect(await third.exited).toBe(0)
    }
    // A clean stop gives the folder back.
    await until(async () => !(await readdir(dataDir)).includes('api.lock'), 'the lock is gone')
  })

  it('names the database it cannot reach in one sentence, without its password or a stack trace', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'api-nodb-'))
    try {
      const started = await failedStart({
        DATA_DIR: own,
        DATABASE_URL: 'postgres://portal:s3cret-word@127.0.0.1:1/portal',
      })
      expect(started.code).toBe(1)
      expect(started.output).toContain(
        'The API could not start: The database at postgres://portal:***@127.0.0.1:1/portal cannot be reached',
      )
      expect(started.output).toContain('check DATABASE_URL and that the server runs.')
      expect(started.output).not.toContain('s3cret-word')
      expect(started.output).not.toContain('Migration')
      expect(started.output).not.toMatch(stackTrace)
    } finally {
      await rm(own, { recursive: true, force: true })
    }
  })

  it('gives up within seconds on a database that accepts connections and never answers', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'api-silentdb-'))
    const silent = await startSilentServer()
    try {
      const result = await failedStart(
        {
          DATA_DIR: own,
          DATABASE_URL: `postgres://portal:s3cret-word@127.0.0.1:${silent.port}/portal`,
          DATABASE_CONNECT_TIMEOUT_MS: '1500',
        },
        90_000,
      )
      expect(result.code).toBe(1)
      // From the first connection (Node and tsx take long to load on a busy machine, and that is
      // not the wait under test): the limit is 1.5 s; the margin is for a loaded machine.
      const firstAccepted = silent.firstAcceptedAt()
      expect(firstAccepted).toBeDefined()
      expect(Date.now() - (firstAccepted ?? 0)).toBeLessThan(10_000)
      expect(result.output).toContain(
        `The API could not start: The database at postgres://portal:***@127.0.0.1:${silent.port}/portal accepted the connection but did not answer within 1.5 s`,
      )
      expect(result.output).not.toContain('s3cret-word')
      expect(result.output).not.toMatch(stackTrace)
    } finally {
      await silent.close()
      await rm(own, { recursive: true, force: true })
    }
  })

  it('refuses the payment sandbox on a public https site unless told so on purpose', async () => {
    const refused = await failedStart({ ...env, PUBLIC_URL: 'https://portal.tmulag.gov.tm' })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('PAYMENT_PROVIDER is "sandbox"')
    expect(refused.output).toContain('ALLOW_SANDBOX_PAYMENTS=true')
  })
})

/** A TCP server that accepts every connection and never sends a byte: a stuck database. */
async function startSilentServer() {
  const sockets = new Set<Socket>()
  let firstAcceptedAt: number | undefined
  const server = createServer((socket) => {
    firstAcceptedAt ??= Date.now()
    sockets.add(socket)
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    firstAcceptedAt: () => firstAcceptedAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
