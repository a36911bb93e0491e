import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Redis } from 'ioredis'
import pg from 'pg'
import { picturePng } from '../../api/src/testing/images.js'
import { startS3Server } from '../../api/src/testing/s3.js'
import { createHaulier } from '../../gateway/src/testing/accounts.js'
import { Browser, dataOf } from '../../gateway/src/testing/browser.js'
import { loadReport } from '../load/load-report.js'
import { type Account, type LoadResult, runMixedLoad } from '../load/mixed-load.js'
import { recount } from '../load/recount.js'

/**
 * `npm run cluster` (ADR 0098): the deployment of deploy/ on this machine's loopback. nginx with
 * deploy/nginx.conf (its addresses made loopback ports, TLS left out), two gateways, two APIs, a
 * throw-away PostgreSQL database, Redis under a prefix of this run's own, a local S3-compatible
 * server. The mixed load goes through nginx for CLUSTER_SECONDS (30) while one API and one gateway
 * are stopped with SIGTERM and one API killed with SIGKILL, each started again. Then: the failed
 * requests, the acknowledged writes not found again, and how long a published news item took to
 * show on every instance. Exit 1 on a failed request or a lost write. Only the processes started
 * here are stopped, by their own ids.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 30)
const USERS = Number(process.env.CLUSTER_USERS ?? 30)
const ACCOUNTS = Number(process.env.CLUSTER_ACCOUNTS ?? 5)
const DOCUMENTS = path.join(ROOT, 'web/src/gql/persisted-documents.json')
const OPERATOR = { email: 'operator@cluster.test', password: 'operator-pass-2026' }
/** How long a program may take to start and answer /readyz, or to stop. */
const PROGRAM_MS = 60_000
/** Answers that are not failures: success, a user error, and the limits saying "slow down". */
const ACCEPTED = /^(ok|userError .*|RATE_LIMITED)$/

type Program = 'api' | 'gateway'

/** A program started here: its process, its address, the last of what it printed. */
interface Instance {
  name: string
  program: Program
  port: number
  env: Record<string, string>
  child: ChildProcess
  output: string[]
}

const log = (line: string) => process.stdout.write(`${line}\n`)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A limit raced against a stop: it keeps nothing alive once the stop has come. */
const limit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number) {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Starts the built program (dist/server.js) and waits until its /readyz answers 200. */
async function start(instance: Omit<Instance, 'child' | 'output'>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/server.js'], {
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
  ).catch((error) => {
    child.kill('SIGKILL')
    throw error
  })
  return started
}

/** Stops an instance with `signal` and starts it again on the same port; what happened, timed. */
async function restart(instance: Instance, signal: 'SIGTERM' | 'SIGKILL'): Promise<Instance> {
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
  log(
    `  ${signal} ${instance.name} (pid ${instance.child.pid}): ended with ${code} after ` +
      `${Math.round(stoppedMs)} ms, ready again (pid ${again.child.pid}) after ` +
      `${Math.round(performance.now() - begun)} ms`,
  )
  if (signal === 'SIGTERM' && code !== 0) {
    throw new Error(`${instance.name} did not drain: it ended with ${code}`)
  }
  return again
}

async function stop(instance: Instance) {
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

/** Runs `node dist/migrate.js` as the oneshot unit does; fails with its output otherwise. */
function migrate(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['dist/migrate.js'], {
    cwd: path.join(ROOT, 'api'),
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: PROGRAM_MS,
  })
  if (result.status !== 0) throw new Error(`migrate failed:\n${result.stdout}${result.stderr}`)
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

/** Every answer of the load that is not accepted, by kind and outcome. */
function failuresOf(result: LoadResult): string[] {
  const failures: string[] = []
  for (const [kind, { outcomes }] of result.kinds) {
    for (const [outcome, n] of outcomes) {
      if (!ACCEPTED.test(outcome)) failures.push(`${n}× ${kind}: ${outcome}`)
    }
  }
  return failures
}

const LATEST = '{ latestNews { id } }'

/**
 * Publishes a news item through the first gateway, then asks each gateway and each API directly
 * until it lists the item: the milliseconds from the publish's answer to each first sighting.
 */
async function newsSpread(gateways: Instance[], apis: Instance[]) {
  const gatewayUrl = (gateway: Instance) => `http://127.0.0.1:${gateway.port}`
  const apiUrl = (api: Instance) => `http://127.0.0.1:${api.port}`
  const operator = new Browser(gatewayUrl(gateways[0] as Instance))
  const logIn = dataOf(
    await operator.graphql(
      'mutation ($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
      { input: OPERATOR },
    ),
  ).logIn
  if (logIn.userErrors.length > 0) throw new Error(`operator login: ${JSON.stringify(logIn)}`)
  const readers = gateways.map((gateway) => new Browser(gatewayUrl(gateway)))
  // Read first on every instance, so that each holds the list in its caches.
  for (const reader of readers) await reader.graphql(LATEST)
  for (const api of apis) await fetch(`${apiUrl(api)}/api/news-all/1`).then((r) => r.text())
  const title = `Cluster news ${randomBytes(4).toString('hex')}`
  const saved = dataOf(
    await operator.upload(
      'mutation ($input: SaveNewsInput!) { saveNews(input: $input) { newsItem { id } userErrors { code } } }',
      {
        input: {
          title: { tm: `${title} tm`, ru: `${title} ru`, en: title },
          bodyHtml: { tm: '<p>Täzelik</p>', ru: '<p>Новость</p>', en: '<p>News</p>' },
          poster: null,
        },
      },
      [
        {
          path: 'variables.input.poster',
          name: 'p.png',
          type: 'image/png',
          bytes: picturePng(400, 250),
        },
      ],
    ),
  ).saveNews
  if (saved.userErrors.length > 0) throw new Error(`saveNews: ${JSON.stringify(saved)}`)
  const id: string = saved.newsItem.id
  const published = dataOf(
    await operator.graphql(
      'mutation ($input: NewsItemInput!) { publishNews(input: $input) { userErrors { code } } }',
      { input: { id } },
    ),
  ).publishNews
  if (published.userErrors.length > 0) throw new Error(`publishNews: ${JSON.stringify(published)}`)
  const since = performance.now()
  const seen = async (what: string, sees: () => Promise<boolean>) => {
    await until(sees, `${what} shows the published news`, 10_000)
    return [what, performance.now() - since] as const
  }
  return Promise.all([
    ...gateways.map((gateway, index) =>
      seen(gateway.name, async () => {
        const ids = dataOf(await (readers[index] as Browser).graphql(LATEST)).latestNews.map(
          (item: { id: string }) => item.id,
        )
        return ids.includes(id)
      }),
    ),
    ...apis.map((api) =>
      seen(api.name, async () =>
        (await (await fetch(`${apiUrl(api)}/api/news-all/1`)).text()).includes(title),
      ),
    ),
  ])
}

async function main(): Promise<boolean> {
  ensureNginx()
  const began = performance.now()
  const work = await mkdtemp(path.join(os.tmpdir(), 'cluster-'))
  await chmod(work, 0o755)
  const prefix = `tmulag:cluster:${randomBytes(6).toString('hex')}:`
  const cleanups: (() => Promise<unknown>)[] = []
  let nginx: ChildProcess | undefined
  // nginx's upstreams by port, to name them in what it logged.
  const upstreams = new Map<string, string>()
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
      MIGRATE_AT_START: 'false',
      APP_SECRET: randomBytesOnce.secret,
      PERMIT_SIGNING_KEY: randomBytesOnce.signingKey,
      MAIL_OUTBOX: 'true',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      PASSWORD_COST: '10',
      PASSWORD_THREADS: '1',
      DRAIN_DELAY_MS: '0',
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
      DRAIN_DELAY_MS: '2000',
      DRAIN_TIMEOUT_MS: '20000',
    })

    log(`migrating ${new URL(database.url).pathname.slice(1)}`)
    migrate(apiEnv(0))
    const apis: Instance[] = []
    const gateways: Instance[] = []
    for (const index of [0, 1]) {
      apis.push(
        await start({
          name: `api@${index + 1}`,
          program: 'api',
          port: ports.api[index] as number,
          env: apiEnv(index),
        }),
      )
    }
    for (const index of [0, 1]) {
      gateways.push(
        await start({
          name: `gateway@${index + 1}`,
          program: 'gateway',
          port: ports.gateway[index] as number,
          env: gatewayEnv(index),
        }),
      )
    }
    const all = () => [...apis, ...gateways]
    cleanups.push(async () => {
      for (const instance of all()) await stop(instance)
    })
    nginx = await startNginx(work, ports)
    log(
      `nginx at ${publicUrl} (pid ${nginx.pid}), APIs behind 127.0.0.1:${ports.apis}; up in ${Math.round(performance.now() - began)} ms`,
    )

    const first = apis[0] as Instance
    const accounts: Account[] = []
    for (let i = 0; i < ACCOUNTS; i++) {
      accounts.push(
        await createHaulier(`http://127.0.0.1:${first.port}`, first.env.DATA_DIR as string),
      )
    }

    log(`${USERS} users through nginx for ${SECONDS} s; meanwhile (seconds into the load):`)
    const loadBegan = performance.now()
    const second = (at: number) => ((at - loadBegan) / 1000).toFixed(1)
    const failedAt: string[] = []
    // Each at its moment into the load, or once the one before is ready again: never both of
    // a pair down at once.
    const at = (fraction: number) =>
      pause(Math.max(0, loadBegan + SECONDS * 1000 * fraction - performance.now()))
    const event = async (what: () => Promise<Instance>) => {
      const begun = performance.now()
      const instance = await what()
      log(`    from ${second(begun)} s to ${second(performance.now())} s`)
      return instance
    }
    const chaos = (async () => {
      await at(0.1)
      apis[0] = await event(() => restart(apis[0] as Instance, 'SIGTERM'))
      await at(0.35)
      gateways[0] = await event(() => restart(gateways[0] as Instance, 'SIGTERM'))
      await at(0.6)
      apis[1] = await event(() => restart(apis[1] as Instance, 'SIGKILL'))
    })()
    const load = runMixedLoad({
      gatewayUrl: publicUrl,
      accounts,
      users: USERS,
      seconds: SECONDS,
      thinkMs: 200,
      retryUnavailable: true,
      alsoUntil: chaos,
      onOutcome(kind, outcome, sentAt) {
        if (!ACCEPTED.test(outcome)) failedAt.push(`${second(sentAt)} s ${kind}: ${outcome}`)
      },
    })
    const [result] = await Promise.all([load, chaos])

    const spread = await newsSpread(gateways, apis)
    const report = loadReport(
      `${USERS} users for ${SECONDS} s through nginx, 2 gateways, 2 APIs`,
      result,
      {
        checked: 0,
        problems: [],
      },
    )
    for (const instance of all()) await stop(instance)

    const client = new S3Client({
      endpoint: bucket.S3_ENDPOINT,
      region: bucket.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: bucket.S3_ACCESS_KEY_ID as string,
        secretAccessKey: bucket.S3_SECRET_ACCESS_KEY as string,
      },
    })
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const recounted = await recount(
      result.writes,
      async (text, params) => (await db.query(text, params)).rows,
      async (sha256) => {
        const Key = `uploads/${sha256.slice(0, 2)}/${sha256}`
        return client.send(new HeadObjectCommand({ Bucket: bucket.S3_BUCKET, Key })).then(
          () => undefined,
          () => `${Key} is not in the bucket`,
        )
      },
    ).finally(() => {
      client.destroy()
      return db.end()
    })

    const failures = failuresOf(result)
    log(
      report
        .split('\n')
        .filter((line) => !line.includes('recount'))
        .join('\n'),
    )
    const retried = new Map<string, number>()
    for (const outcome of result.unavailableRetried)
      retried.set(outcome, (retried.get(outcome) ?? 0) + 1)
    log(
      `  sent again    ${result.unavailableRetried.length === 0 ? 'none' : [...retried].map(([o, n]) => `${n}× ${o}`).join(', ')} (first answers saying "unavailable", sent once more with the same key, as the web does)`,
    )
    log(`  failed        ${failures.length === 0 ? 'none' : failures.join('; ')}`)
    for (const line of failedAt.slice(0, 20)) log(`    ${line}`)
    log(
      `  recount       ${recounted.checked} acknowledged writes: ` +
        (recounted.problems.length === 0
          ? 'none lost, each found exactly once'
          : `${recounted.problems.length} LOST OR WRONG`),
    )
    for (const problem of recounted.problems.slice(0, 20)) log(`    ${problem}`)
    if (result.retryMismatches.length > 0)
      log(`  retries answered otherwise: ${result.retryMismatches.length}`)
    log(
      `  news shown    ${spread.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')} after the publish answered`,
    )
    log(`  took          ${Math.round((performance.now() - began) / 1000)} s in all`)
    return (
      failures.length === 0 &&
      recounted.problems.length === 0 &&
      result.retryMismatches.length === 0
    )
  } finally {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT')
      await exited(nginx)
    }
    await nginxComplaints(path.join(work, 'error.log'), upstreams)
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => log(`cleanup: ${error}`))
    await forgetKeys(prefix)
    await rm(work, { recursive: true, force: true })
  }
}

/** What nginx logged (warn and worse), each kind of complaint once with how often. */
async function nginxComplaints(file: string, names: Map<string, string>) {
  const text = await readFile(file, 'utf8').catch(() => '')
  const kinds = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(line)
    if (!match) continue
    const port = /upstream: "http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1] ?? ''
    const upstream = names.get(port)
    const kind = `${match[1]}: ${match[2] ?? ''}${upstream ? ` (${upstream})` : ''}`
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  if (kinds.size === 0) return log('  nginx logged  nothing')
  log('  nginx logged')
  for (const [kind, n] of kinds) log(`    ${n}× ${kind}`)
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

const passed = await main().catch((error) => {
  log(`the cluster run failed: ${error instanceof Error ? error.stack : error}`)
  return false
})
process.exitCode = passed ? 0 : 1
