import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ProgramDatabase } from '@tmulag/api/testing'
import pg from 'pg'

/** The programs the fault rounds start, stop and kill: only these, by their own process ids. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type Engine = 'pglite' | 'postgres'

/** A fresh data folder and, for PostgreSQL, a fresh database: the API migrates it at start. */
export async function freshData(engine: Engine): Promise<{
  env: ProgramDatabase & Record<string, string>
  remove(): Promise<void>
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `faults-${engine}-`))
  if (engine === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `faults_${randomBytes(6).toString('hex')}`
  await admin(`create database ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async remove() {
      await admin(`drop database if exists ${name} with (force)`)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Whether the PostgreSQL server of the tests answers. */
export async function postgresReachable() {
  try {
    await admin('select 1')
    return true
  } catch {
    return false
  }
}

/** The gateway as its own program (src/server.ts through tsx), in front of `apiUrl`. */
export function startGateway(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'gateway'),
    env: { PATH: process.env.PATH ?? '', API_URL: apiUrl, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Portal ready at (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ url: url.replace('localhost', '127.0.0.1'), child })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}:\n${output}`)))
  })
}

/** A TCP server that accepts every connection and never sends a byte: a stuck database. */
export async function startSilentServer() {
  const sockets = new Set<Socket>()
  let firstAcceptedAt: number | undefined
  const server = createServer((socket) => {
    firstAcceptedAt ??= Date.now()
    sockets.add(socket)
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    firstAcceptedAt: () => firstAcceptedAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Resolves when `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}
