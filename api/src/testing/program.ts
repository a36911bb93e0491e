import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'

/** Running the API as its own program (src/server.ts), as `npm start -w api` does with dist/. */

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url))

export interface Started {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
}

/** The programs `runServer` started that still run. */
const running = new Set<ChildProcess>()

/**
 * Kills, by its id, every program `runServer` started that still runs. A test stops its own; one
 * that fails before its stop would leave the API running after the whole run (a worker's end
 * does not stop it). The API legs' file-setup.ts calls this after each file's own cleanup.
 */
export function stopLeftPrograms() {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
}

/** Runs the API as its own program (src/server.ts), as `npm start -w api` does with dist/. */
export function runServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /REST API listening at (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ child, url, output: () => output, exited })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    exited.then((code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    )
  })
}

export function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Runs the API expecting it to refuse to start: its exit code and everything it printed. With
 * `killAfterMs`, one still running then is killed (SIGKILL) and answers code null: a start that
 * hangs.
 */
export async function failedStart(env: Record<string, string>, killAfterMs?: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const hanging =
    killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearTimeout(hanging)
  return { code, output }
}
