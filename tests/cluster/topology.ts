import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startS3Server } from '@tmulag/api/testing'
import { Redis } from 'ioredis'
import pg from 'pg'

/**
 * The deployment of deploy/ on this machine's loopback (ADRs 0098 and 0102), started once and
 * shared by `npm run cluster` (run.ts) and the cluster's test in `npm test`: nginx with
 * deploy/nginx.conf (its addresses made loopback ports, TLS left out), two gateways, two APIs, a
 * throw-away PostgreSQL database, Redis under a prefix of this start's own, a local
 * S3-compatible server. Only the processes started here are stopped, by their own ids.
 */
export const log = (line: string) => process.stdout.write(`${line}\n`)
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL =
  process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const DOCUMENTS = path.join(ROOT, 'web/src/gql/persisted-documents.json')
export const OPERATOR = { email: 'operator@cluster.test', password: 'operator-pass-2026' }
/** How long a program may take to start and answer /readyz, or to stop. */
const PROGRAM_MS = 60_000
type Program = 'api' | 'gateway'

/** A program started here: its process, its address, the last of what it printed. */
export interface Instance {
  name: string
  program: Program
  port: number
  env: Record<string, string>
  /** Node's arguments: the built program, or its sources through tsx. */
  args: string[]
  child: ChildProcess
  output: string[]
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A limit raced against a stop: it keeps nothing alive once the stop has come. */
const limit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

export async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await pause(20)
  }
}

/** A port free a moment ago: nginx's configuration names every port before anything starts. */
function freePort(): Promise<number> {
  const server = createServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    }),
  )
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Starts the program and waits until its /readyz answers 200. */
async function start(instance: Omit<Instance, 'child' | 'output'>): Promise<Instance> {
  const child = spawn(process.execPath, instance.args, {
    cwd: path.join(ROOT, instance.program),
    env: { PATH: process.env.PATH ?? '', ...instance.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started: Instance = { ...instance, child, output: [] }
  const keep = (chunk: Buffer) => {
    started.output.push(chunk.toString())
    if (started.output.length > 50) started.output.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${instance.port}/readyz`
  await until(
    async () => {
      if (child.exitCode !== null) {
        throw new Error(
          `${instance.name} exited with ${child.exitCode}:\n${started.output.join('')}`,
        )
      }
      return (await fetch(url)).status === 200
    },
    `${instance.name} is ready`,
    PROGRAM_MS,
  ).catch((error: Error) => {
    child.kill('SIGKILL')
    // What the program said is what tells why it was not ready.
    throw new Error(`${error.message}; it said:\n${started.output.join('')}`)
  })
  return started
}

/** Stops an instance with `signal` and starts it again on the same port; what happened, timed. */
export async function restart(
  instance: Instance,
  signal: 'SIGTERM' | 'SIGKILL',
): Promise<{ instance: Instance; told: string }> {
  const begun = performance.now()
  instance.child.kill(signal)
  const stopping = exited(instance.child)
  const timeout = limit(PROGRAM_MS).then(() => 'hung')
  if ((await Promise.race([stopping.then(() => 'exited'), timeout])) === 'hung') {
    instance.child.kill('SIGKILL')
    await stopping
  }
  const code = instance.child.exitCode ?? instance.child.signalCode
  const stoppedMs = performance.now() - begun
  const again = await start(instance)
  const told =
    `${signal} ${instance.name} (pid ${instance.child.pid}): ended with ${code} after ` +
    `${Math.round(stoppedMs)} ms, ready again (pid ${again.child.pid}) after ` +
    `${Math.round(performance.now() - begun)} ms`
  if (signal === 'SIGTERM' && code !== 0) {
    throw new Error(`${instance.name} did not drain: it ended with ${code}`)
  }
  return { instance: again, told }
}

export async function stop(instance: Instance) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return
  instance.child.kill('SIGTERM')
  const done = exited(instance.child)
  if (
    (await Promise.race([done.then(() => true), limit(PROGRAM_MS).then(() => false)])) === false
  ) {
    instance.child.kill('SIGKILL')
    await done
  }
}

/** Runs the migration as the oneshot unit does; fails with its output otherwise. */
async function migrate(args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: path.join(ROOT, 'api'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), PROGRAM_MS)
  await exited(child)
  clearTimeout(timer)
  if (child.exitCode !== 0) throw new Error(`migrate failed:\n${output}`)
}

function ensureNginx() {
  if (existsSync(NGINX)) return
  log(`${NGINX} is missing: apt-get install -y nginx`)
  const installed = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' })
  if (installed.status !== 0 || !existsSync(NGINX)) {
    throw new Error('nginx is needed: `apt-get install -y nginx` (Debian), or NGINX=/path/to/nginx')
  }
}

interface Ports {
  public: number
  apis: number
  api: [number, number]
  gateway: [number, number]
}

/**
 * deploy/nginx.conf as this run uses it: its example addresses replaced by loopback ports, the
 * https server listening on plain HTTP (no certificate here), the redirect server left out. The
 * load's users each pose as a browser of their own address (X-Forwarded-For from loopback), so
 * here nginx believes loopback's header, as it would a TLS terminator's in front of it.
 */
async function nginxConfig(prefix: string, ports: Ports): Promise<string> {
  let site = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
  const replace = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`)
    site = site.split(from).join(to)
  }
  replace('10.0.1.7:8080', `127.0.0.1:${ports.gateway[0]}`)
  replace('10.0.1.8:8080', `127.0.0.1:${ports.gateway[1]}`)
  replace('10.0.2.9:8081', `127.0.0.1:${ports.api[0]}`)
  replace('10.0.2.10:8081', `127.0.0.1:${ports.api[1]}`)
  replace('listen 10.0.0.5:8090;', `listen 127.0.0.1:${ports.apis};`)
  replace(
    '    listen 443 ssl http2;\n',
    `    listen 127.0.0.1:${ports.public};\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n`,
  )
  site = site.replace(/^\s*ssl_certificate(_key)?\s.*\n/gm, '')
  site = site.replace(/server \{\n\s*listen 80;[\s\S]*?\n\}\n/, '')
  const temp = (name: string) => path.join(prefix, 'temp', name)
  return [
    'daemon off;',
    // As root, workers would become nobody, who cannot enter this run's private folder.
    process.getuid?.() === 0 ? 'user root root;' : '',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    site,
    '}',
    '',
  ].join('\n')
}

async function startNginx(prefix: string, ports: Ports): Promise<ChildProcess> {
  await mkdir(path.join(prefix, 'temp'), { recursive: true })
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  const config = path.join(prefix, 'nginx.conf')
  await writeFile(config, await nginxConfig(prefix, ports))
  const checked = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' })
  if (checked.status !== 0)
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`)
  const child = spawn(NGINX, ['-p', prefix, '-c', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
      const answer = await fetch(`http://127.0.0.1:${ports.public}/`).catch(() => undefined)
      return answer !== undefined
    },
    'nginx answers',
    10_000,
  )
  return child
}

/** A throw-away PostgreSQL database, and how to drop it. */
async function throwAwayDatabase() {
  const name = `cluster_${randomBytes(6).toString('hex')}`
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

/** What nginx logged (warn and worse), each kind of complaint once with how often. */
async function nginxComplaints(file: string, names: Map<string, string>): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '')
  const kinds = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(line)
    if (!match) continue
    const port = /upstream: "http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1] ?? ''
    const upstream = names.get(port)
    // A keyed POST's body buffered to a file (deploy/nginx.conf), counted as one kind.
    const what = (match[2] ?? '').replace(/ \/\S+\/temp\/body\/\d+$/, '')
    const kind = `${match[1]}: ${what}${upstream ? ` (${upstream})` : ''}`
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  return [...kinds].map(([kind, n]) => `${n}× ${kind}`)
}

/** The secrets every API of the run shares, made once. */
const randomBytesOnce = {
  secret: randomBytes(32).toString('hex'),
  signingKey: generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
}

/** Removes this run's keys from Redis, and only they. */
async function forgetKeys(prefix: string) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      cursor = next
      if (keys.length > 0) await redis.del(...keys)
    } while (cursor !== '0')
  } catch (error) {
    log(`could not clear ${prefix}* in Redis: ${error}`)
  } finally {
    redis.disconnect()
  }
}

export interface Cluster {
  /** nginx's public side: what a browser reaches. */
  publicUrl: string
  apis: Instance[]
  gateways: Instance[]
  databaseUrl: string
  bucket: Record<string, string>
  /** Stops the four programs (SIGTERM), leaving nginx, the database and the bucket. */
  stopPrograms(): Promise<void>
  /** Stops everything started, removes the database, the bucket's server and Redis keys; what nginx logged. */
  close(): Promise<string[]>
}

/**
 * Starts the topology. `together`: the migration and both APIs are started at once on the empty
 * database (each API migrating at its start too, as `MIGRATE_AT_START` allows), as two machines
 * booting at the same moment would; otherwise the migration runs first, as the oneshot unit does.
 * `sources`: the programs run from their sources through tsx rather than from dist/.
 */
export async function startCluster(
  options: { together?: boolean; sources?: boolean } = {},
): Promise<Cluster> {
  // The built programs (`npm run build`), or their sources through tsx where nothing is built
  // yet (the tests run before the build in `npm test`).
  const args = (file: string) =>
    options.sources ? ['--import', 'tsx', `src/${file}.ts`] : [`dist/${file}.js`]
  ensureNginx()
  const work = await mkdtemp(path.join(os.tmpdir(), 'cluster-'))
  await chmod(work, 0o755)
  const prefix = `tmulag:cluster:${randomBytes(6).toString('hex')}:`
  const cleanups: (() => Promise<unknown>)[] = []
  let nginx: ChildProcess | undefined
  // nginx's upstreams by port, to name them in what it logged.
  const upstreams = new Map<string, string>()
  const apis: Instance[] = []
  const gateways: Instance[] = []
  const stopPrograms = async () => {
    for (const instance of [...gateways, ...apis]) await stop(instance)
  }
  const close = async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT')
      await exited(nginx)
    }
    const complaints = await nginxComplaints(path.join(work, 'error.log'), upstreams)
    await stopPrograms()
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => log(`cleanup: ${error}`))
    await forgetKeys(prefix)
    await rm(work, { recursive: true, force: true })
    return complaints
  }
  try {
    const database = await throwAwayDatabase()
    cleanups.push(database.drop)
    const s3 = await startS3Server()
    cleanups.push(() => s3.close())
    const bucket = await s3.bucket()
    const ports: Ports = {
      public: await freePort(),
      apis: await freePort(),
      api: [await freePort(), await freePort()],
      gateway: [await freePort(), await freePort()],
    }
    const publicUrl = `http://127.0.0.1:${ports.public}`
    for (const index of [0, 1]) {
      upstreams.set(String(ports.api[index]), `api@${index + 1}`)
      upstreams.set(String(ports.gateway[index]), `gateway@${index + 1}`)
    }
    const shared = {
      NODE_ENV: 'production',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'warn',
    }
    const apiEnv = (index: number): Record<string, string> => ({
      ...shared,
      ...bucket,
      HOST: '127.0.0.1',
      API_PORT: String(ports.api[index]),
      DATA_DIR: path.join(work, `api-${index + 1}`),
      API_PUBLIC_URL: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: database.url,
      MIGRATE_AT_START: options.together ? 'true' : 'false',
      APP_SECRET: randomBytesOnce.secret,
      PERMIT_SIGNING_KEY: randomBytesOnce.signingKey,
      MAIL_OUTBOX: 'true',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      PASSWORD_COST: '10',
      PASSWORD_THREADS: '1',
      DRAIN_DELAY_MS: '5000',
      DRAIN_TIMEOUT_MS: '20000',
    })
    const gatewayEnv = (index: number): Record<string, string> => ({
      ...shared,
      GATEWAY_HOST: '127.0.0.1',
      PORT: String(ports.gateway[index]),
      PUBLIC_URL: publicUrl,
      API_URL: `http://127.0.0.1:${ports.apis}`,
      TRUST_PROXY: '127.0.0.1',
      PERSISTED_DOCUMENTS_FILE: DOCUMENTS,
      DRAIN_DELAY_MS: '5000',
      DRAIN_TIMEOUT_MS: '20000',
    })
    const api = (index: 0 | 1) =>
      start({
        name: `api@${index + 1}`,
        program: 'api',
        port: ports.api[index],
        env: apiEnv(index),
        args: args('server'),
      })
    if (options.together) {
      log(`migrating ${new URL(database.url).pathname.slice(1)} while both APIs start`)
      const started = await Promise.allSettled([
        api(0),
        api(1),
        migrate(args('migrate'), apiEnv(0)),
      ])
      // Each API that did start is stopped by `close` below should the other not.
      for (const outcome of started.slice(0, 2))
        if (outcome.status === 'fulfilled') apis.push(outcome.value as Instance)
      const failed = started.find((outcome) => outcome.status === 'rejected')
      if (failed) throw failed.reason
    } else {
      log(`migrating ${new URL(database.url).pathname.slice(1)}`)
      await migrate(args('migrate'), apiEnv(0))
      apis.push(await api(0), await api(1))
    }
    for (const index of [0, 1] as const) {
      gateways.push(
        await start({
          name: `gateway@${index + 1}`,
          program: 'gateway',
          port: ports.gateway[index],
          env: gatewayEnv(index),
          args: args('server'),
        }),
      )
    }
    nginx = await startNginx(work, ports)
    log(`nginx at ${publicUrl} (pid ${nginx.pid}), APIs behind 127.0.0.1:${ports.apis}`)
    return { publicUrl, apis, gateways, databaseUrl: database.url, bucket, stopPrograms, close }
  } catch (error) {
    await close()
    throw error
  }
}
