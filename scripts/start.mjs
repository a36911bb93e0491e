// `npm start`: the API and the gateway as one command. Without API_URL the API is started first
// (in api/, so its data stays in api/data) and the gateway is pointed at it; with API_URL only the
// gateway starts. Either program's exit stops the other; Ctrl+C stops both gracefully.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const env = { ...process.env }
const children = new Set()
let stopping = false

function run(name, cwd, onLine) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!onLine?.(line)) process.stdout.write(`${line}\n`)
  })
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
      stop(code ?? 1)
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0)
    }
  })
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  process.exitCode = code
  if (children.size === 0) process.exit(code)
  for (const child of children) child.kill('SIGTERM')
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

if (!env.API_URL) {
  env.API_URL = await new Promise((resolve) => {
    run('API', 'api', (line) => {
      const match = /^REST API listening at (\S+)/.exec(line)
      if (match) resolve(match[1])
      // The API's own banner is left out: the portal has one address to open, the gateway's.
      return Boolean(match)
    })
  })
}
run('gateway', 'gateway')
