// `npm start`: the API and the gateway as one command. Without API_URL the API is started first
// (in api/, so its data stays in api/data) and the gateway is pointed at it; with API_URL only the
// gateway starts. Either program's exit stops the other; Ctrl+C stops both gracefully.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

const env = { ...process.env }
const children = new Set()
let stopping = false

function run(name, cwd, onLine, programEnv = env) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd,
    env: programEnv,
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

// The API started here has one proxy in front of it, the gateway started beside it on this
// machine: it believes that gateway's X-Forwarded-For and no one else's. (TRUST_PROXY given to
// `npm start` names the proxies in front of the gateway, so it is the gateway's alone.)
const apiEnv = { ...env, TRUST_PROXY: '127.0.0.1,::1' }

// A local start has an operator to open the office with: unless OPERATOR_EMAIL names one (and
// always in production), an account whose password is made once and kept in the API's data folder
// beside its other generated secrets; it is printed with the portal's address.
let localOperator
if (!env.API_URL && !env.OPERATOR_EMAIL && env.NODE_ENV !== 'production') {
  const file = path.resolve('api', env.DATA_DIR ?? 'data', 'local-operator.json')
  try {
    localOperator = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    localOperator = {
      email: 'operator@portal.localhost',
      password: randomBytes(12).toString('base64url'),
    }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(localOperator, null, 2)}\n`, { mode: 0o600 })
  }
  apiEnv.OPERATOR_EMAIL = localOperator.email
  apiEnv.OPERATOR_PASSWORD = localOperator.password
  localOperator.file = path.relative(process.cwd(), file)
}

if (env.API_URL && !env.PUBLIC_URL) {
  // Two programs, two environments: the API elsewhere writes letters, QR codes and the payment's
  // return with its own PUBLIC_URL, which this start cannot see (ADR 0081).
  console.warn(
    'Warning: API_URL is set but PUBLIC_URL is not: the API at API_URL must have PUBLIC_URL set to the address printed below, or its links lead elsewhere.',
  )
}
if (!env.API_URL) {
  env.API_URL = await new Promise((resolve) => {
    run(
      'API',
      'api',
      (line) => {
        const match = /^REST API listening at (\S+)/.exec(line)
        if (match) resolve(match[1])
        // The API's own banner is left out: the portal has one address to open, the gateway's.
        return Boolean(match)
      },
      apiEnv,
    )
  })
}
run('gateway', 'gateway', (line) => {
  if (!localOperator || !line.startsWith('Portal ready at ')) return false
  const office = `${line.slice('Portal ready at '.length).split(' ')[0]}/office`
  process.stdout.write(
    `${line}\nOperator office at ${office}: ${localOperator.email}, password ${localOperator.password} ` +
      `(kept in ${localOperator.file}; OPERATOR_EMAIL and OPERATOR_PASSWORD set your own)\n`,
  )
  return true
})
