import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, OPERATOR, picturePng, runServer } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

/**
 * ADR 0096: two API instances (programs of their own) over one PostgreSQL database, each with a
 * gateway in front of it, all sharing the machine's Redis under a prefix of this file's own. What
 * one instance changes, the other shows within a second; the limits count across them.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `test:cluster:${randomBytes(6).toString('hex')}:`
const SECRET = randomBytes(32).toString('hex')
const WITHIN_A_SECOND = 1_000

type Instance = Awaited<ReturnType<typeof runServer>> & { dataDir: string }

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
const apis: Instance[] = []
const gateways: GatewayServer[] = []
const redis = new Redis(REDIS_URL, { lazyConnect: true })

async function startApiInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cluster-api-'))
  const started = await runServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: SECRET,
    OPERATOR_EMAIL: OPERATOR.email,
    OPERATOR_PASSWORD: OPERATOR.password,
    TRUST_PROXY: '127.0.0.1',
    PASSWORD_COST: '10',
    PASSWORD_THREADS: '1',
    ...env,
  })
  return { ...started, dataDir }
}

async function stopApiInstance(instance: Instance) {
  instance.child.kill('SIGTERM')
  await instance.exited
  await rm(instance.dataDir, { recursive: true, force: true })
}

/** Until `condition` holds, asked every 20 ms; fails when a second has gone by first. */
async function withinASecond(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + WITHIN_A_SECOND
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within a second: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** This file's keys in Redis, and only they. */
async function ownKeys(pattern = '*') {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${PREFIX}${pattern}`, 'COUNT', 1000)
    cursor = next
    keys.push(...found)
  } while (cursor !== '0')
  return keys
}

beforeAll(async () => {
  await redis.connect()
  database = await createPostgresDatabase()
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX }
  // One after the other: the first migrates nothing (the template is migrated) and makes the
  // operator, the second finds it.
  for (let i = 0; i < 2; i++) apis.push(await startApiInstance(shared))
  for (const api of apis) gateways.push(await startGateway(api.url, shared))
}, 120_000)

afterAll(async () => {
  for (const gateway of gateways) await gateway.close()
  for (const api of apis) await stopApiInstance(api)
  await database?.drop()
  const keys = await ownKeys()
  if (keys.length > 0) await redis.del(...keys)
  redis.disconnect()
}, 60_000)

const LOG_IN =
  'mutation ($input: LogInInput!) { logIn(input: $input) { userName userErrors { code } } }'
const LATEST = '{ latestNews { id } }'

async function operatorAt(gateway: GatewayServer) {
  const browser = new Browser(gateway.url)
  const answer = dataOf(await browser.graphql(LOG_IN, { input: OPERATOR })).logIn
  expect(answer.userErrors).toEqual([])
  return browser
}

async function latestIds(reader: Browser): Promise<string[]> {
  return dataOf(await reader.graphql(LATEST)).latestNews.map((item: { id: string }) => item.id)
}

describe('two APIs over one PostgreSQL database, without Redis', () => {
  const listening: Instance[] = []
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) listening.push(await startApiInstance({}))
  }, 120_000)
  afterAll(async () => {
    for (const api of listening) await stopApiInstance(api)
  }, 60_000)

  test('a session logged out on one is refused by the other within a second (LISTEN/NOTIFY)', async () => {
    const [one, other] = listening as [Instance, Instance]
    expect(one.output()).toContain('"carrier":"postgres"')
    const token = await bearerLogin(one)
    expect((await profileAt(other, token)).status).toBe(200)
    const logout = await fetch(`${one.url}/api/logout`, { headers: bearer(token) })
    expect(logout.status).toBe(200)
    await withinASecond(
      async () => (await profileAt(other, token)).status === 401,
      'the logged-out session refused',
    )
  }, 60_000)
})

describe('two gateways and two APIs sharing Redis', () => {
  test('news published and withdrawn through one gateway show through the other within a second', async () => {
    const [one, other] = gateways as [GatewayServer, GatewayServer]
    const operator = await operatorAt(one)
    const reader = new Browser(other.url)
    // Read first, so the other gateway's caches and its API's hold the list.
    const before = await latestIds(reader)
    expect(await latestIds(reader)).toEqual(before)
    const title = `Cluster news ${Date.now()}`
    const saved = dataOf(
      await operator.upload(
        'mutation ($input: SaveNewsInput!) { saveNews(input: $input) { newsItem { id } userErrors { field code } } }',
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
            name: 'poster.png',
            type: 'image/png',
            bytes: picturePng(400, 250),
          },
        ],
      ),
    ).saveNews
    expect(saved.userErrors).toEqual([])
    const id = saved.newsItem.id
    const step = async (mutation: 'publishNews' | 'unpublishNews') => {
      const answer = dataOf(
        await operator.graphql(
          `mutation ($input: NewsItemInput!) { ${mutation}(input: $input) { userErrors { code } } }`,
          { input: { id } },
        ),
      )[mutation]
      expect(answer.userErrors).toEqual([])
    }

    await step('publishNews')
    await withinASecond(async () => (await latestIds(reader))[0] === id, 'the published item')
    await step('unpublishNews')
    await withinASecond(
      async () => !(await latestIds(reader)).includes(id),
      'the withdrawn item gone',
    )
    expect(await latestIds(reader)).toEqual(before)
  }, 60_000)

  test('wrong passwords through either gateway count against one limit, kept in Redis', async () => {
    const input = { email: `nobody-${Date.now()}@tmulag.test`, password: 'not-the-password' }
    // Ten failures for one e-mail are allowed (ADR 0007), five through each gateway.
    for (let i = 0; i < 10; i++) {
      const browser = new Browser(gateways[i % 2]?.url ?? '')
      const answer = dataOf(await browser.graphql(LOG_IN, { input })).logIn
      expect(answer.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }])
    }
    for (const gateway of gateways) {
      const answer = dataOf(await new Browser(gateway.url).graphql(LOG_IN, { input })).logIn
      expect(answer.userErrors).toEqual([{ code: 'RATE_LIMITED' }])
    }
    expect(await ownKeys(`limit:login-account:${input.email.toLowerCase()}`)).toHaveLength(1)
  }, 60_000)

  test('requests in flight from one address count across gateways', async () => {
    const one = await startGateway(apis[0]?.url ?? '', {
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '1',
    })
    const other = await startGateway(apis[1]?.url ?? '', {
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '1',
    })
    gateways.push(one, other)
    // A body that has not all come: the request stays in flight on the first gateway.
    const { hostname, port } = new URL(one.url)
    const held = net.connect(Number(port), hostname)
    held.on('error', () => {})
    await once(held, 'connect')
    held.write(
      'POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    const health = () => fetch(`${other.url}/healthz`, { headers: { 'accept-language': 'ru' } })
    await withinASecond(async () => (await health()).status === 429, 'the other gateway refusing')
    held.destroy()
    await withinASecond(async () => (await health()).status !== 429, 'the place given back')
  }, 60_000)

  test('a session logged out on one API is refused by the other within a second', async () => {
    const [one, other] = apis as [Instance, Instance]
    const token = await bearerLogin(one)
    // The other API checks the session, and keeps it for two seconds.
    expect((await profileAt(other, token)).status).toBe(200)
    const logout = await fetch(`${one.url}/api/logout`, { headers: bearer(token) })
    expect(logout.status).toBe(200)
    await withinASecond(
      async () => (await profileAt(other, token)).status === 401,
      'the logged-out session refused',
    )
  }, 60_000)

  test('a password changed on one API ends the other sessions on the other API within a second', async () => {
    const [one, other] = apis as [Instance, Instance]
    const changing = await bearerLogin(one)
    const elsewhere = await bearerLogin(other)
    expect((await profileAt(other, elsewhere)).status).toBe(200)
    const newPassword = 'cluster-pass-2026-changed'
    const change = await fetch(`${one.url}/api/passwd-update`, {
      method: 'POST',
      headers: { ...bearer(changing), 'content-type': 'application/json' },
      body: JSON.stringify({
        old_passwd: OPERATOR.password,
        passwd: newPassword,
        passwd_confirmation: newPassword,
      }),
    })
    expect(change.status).toBe(200)
    await withinASecond(
      async () => (await profileAt(other, elsewhere)).status === 401,
      'the other session refused',
    )
    expect((await profileAt(other, changing)).status).toBe(200)
  }, 60_000)
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function bearerLogin(api: Instance): Promise<string> {
  const response = await fetch(`${api.url}/api/login-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  })
  const answer = (await response.json()) as { status: string; token: string }
  expect(answer.status).toBe('success')
  return answer.token
}

function profileAt(api: Instance, token: string) {
  return fetch(`${api.url}/api/profile`, { headers: bearer(token) })
}
