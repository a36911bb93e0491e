import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Starts a built program on a free loopback port and resolves with the URL it prints. */
function startProgram(
  folder: 'api' | 'gateway',
  env: Record<string, string>,
  banner: RegExp,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(ROOT, folder),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${folder} exited with ${code} before it listened`)),
    )
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = banner.exec(line)
      if (match?.[1]) resolve({ url: match[1], child })
    })
  })
}

function stopProgram(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The API and the gateway as `npm start` runs them (built, one process each), on loopback. */
export async function startStack() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'))
  const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  const api = await startProgram(
    'api',
    { ...quiet, API_PORT: '0', DATA_DIR: dataDir },
    /REST API listening at (http:\/\/\S+)/,
  )
  const gateway = await startProgram(
    'gateway',
    { ...quiet, PORT: '0', API_URL: api.url },
    /Portal ready at (http:\/\/\S+)/,
  )
  return {
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    dataDir,
    async close() {
      await stopProgram(gateway.child)
      await stopProgram(api.child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
