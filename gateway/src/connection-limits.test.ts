import net from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { CONNECTION_LIMITS } from './connection-limits.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

let api: ApiServer
/** Few connections and a short body timeout. */
let gateway: GatewayServer
/** The settings of a deployment: the defaults. */
let asShipped: GatewayServer
/** Four requests under way per address. */
let fewInFlight: GatewayServer
const sockets: net.Socket[] = []

beforeAll(async () => {
  api = await startApiServer()
  gateway = await startGateway(api.url, {
    REQUEST_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS_PER_ADDRESS: '5',
  })
  asShipped = await startGateway(api.url)
  fewInFlight = await startGateway(api.url, { MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '4' })
}, 120_000)

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
})

afterAll(async () => {
  await Promise.all([gateway?.close(), asShipped?.close(), fewInFlight?.close()])
  await api?.close()
})

/**
 * A raw connection to a gateway that records what it receives, whether it was reset, and when
 * it is closed.
 */
function connect(to: GatewayServer = gateway) {
  const { hostname, port } = new URL(to.url)
  const socket = net.connect(Number(port), hostname)
  sockets.push(socket)
  let received = ''
  let failure: string | undefined
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1')
  })
  socket.on('error', (error: NodeJS.ErrnoException) => {
    failure = error.code ?? error.message
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, connected, closed, received: () => received, failure: () => failure }
}

/** A GraphQL GET of `{ __typename }`, as a browser's page sends one, closing after its answer. */
const TYPENAME = (lang = 'en', connection = 'close') =>
  `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: gateway\r\nApollo-Require-Preflight: true\r\nAccept-Language: ${lang}\r\nConnection: ${connection}\r\n\r\n`

/** Waits for `done`, looking every 10 ms, for at most 10 s. */
async function until(done: () => boolean) {
  for (let look = 0; look < 1000 && !done(); look++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The status, headers and JSON body of a raw HTTP answer. */
function answerOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? undefined
  return { status, header, json: () => JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) }
}

describe('slow and many connections', () => {
  test('the defaults cut a body that trickles in within a minute', () => {
    expect(loadConfig({}).requestTimeoutMs).toBeLessThanOrEqual(60_000)
    expect(CONNECTION_LIMITS.headersMs).toBeLessThanOrEqual(60_000)
  })

  test('a body trickling in is answered 408 and its connection closed at the request timeout', async () => {
    const client = connect()
    await client.connected
    const started = performance.now()
    client.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
    )
    // One byte every 100 ms, fewer than the body's 200: it would take 20 s to arrive whole.
    let sent = 0
    const trickle = setInterval(() => {
      if (sent++ < 150 && !client.socket.destroyed) client.socket.write(' ')
    }, 100)
    try {
      await client.closed
    } finally {
      clearInterval(trickle)
    }
    const elapsed = performance.now() - started
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(elapsed).toBeGreaterThanOrEqual(1400)
    expect(elapsed).toBeLessThan(5000)
  }, 15_000)

  test('one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; the next is answered 503, not reset', async () => {
    const held = Array.from({ length: 5 }, () => connect())
    await Promise.all(held.map((client) => client.connected))
    const extra = connect()
    await extra.connected
    extra.socket.write(TYPENAME())
    await extra.closed
    const refused = answerOf(extra.received())
    expect(refused.status).toBe(503)
    expect(refused.header('retry-after')).toBe('2')
    expect(refused.json().message).toMatch(/Too many connections/)
    // Its request was not served besides.
    expect(extra.received().match(/HTTP\/1\.1 /g)).toHaveLength(1)
    expect(extra.failure()).toBeUndefined()

    // The connections held still work; once one closes, a new one is accepted.
    const first = held[0] as ReturnType<typeof connect>
    first.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n')
    await first.closed
    expect(first.received()).toMatch(/^HTTP\/1\.1 200 /)
    const next = connect()
    await next.connected
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n')
    await next.closed
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /)
  }, 15_000)
})

describe('one address is many people (issue 27, ADR 0078)', () => {
  test('twenty browsers behind one address, six keep-alive connections each, are all answered; none is reset', async () => {
    const office = Array.from({ length: 120 }, () => connect(asShipped))
    await Promise.all(office.map((client) => client.connected))
    // Each connection is kept open after its first answer, as a browser keeps it.
    for (const client of office) client.socket.write(TYPENAME('en', 'keep-alive'))
    const answered = (client: ReturnType<typeof connect>, count: number) =>
      client.received().split('"Query"').length > count
    await until(() => office.every((client) => answered(client, 1) || client.socket.destroyed))
    for (const client of office) if (!client.socket.destroyed) client.socket.write(TYPENAME())
    await Promise.all(office.map((client) => client.closed))
    expect(office.map((client) => client.failure()).filter(Boolean)).toEqual([])
    expect(office.filter((client) => !answered(client, 2))).toHaveLength(0)
  }, 30_000)

  test("past the requests in flight of one address: 429 with Retry-After, as GraphQL on /graphql, in the reader's language", async () => {
    // Four POSTs whose bodies have not all come: four requests under way.
    const body = JSON.stringify({ query: '{ __typename }' })
    const held = Array.from({ length: 4 }, () => connect(fewInFlight))
    await Promise.all(held.map((client) => client.connected))
    for (const client of held) {
      client.socket.write(
        `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
      )
    }
    const refusedAt = async (request: string) => {
      // The held requests' headers reach the gateway in their own time: ask until it refuses.
      for (let attempt = 0; attempt < 50; attempt++) {
        const client = connect(fewInFlight)
        await client.connected
        client.socket.write(request)
        await client.closed
        const answer = answerOf(client.received())
        if (answer.status === 429) return answer
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error('never refused')
    }

    const graphql = await refusedAt(TYPENAME('ru'))
    expect(graphql.header('retry-after')).toBe('2')
    expect(graphql.json()).toEqual({
      errors: [
        {
          message:
            'С вашего адреса сейчас слишком много запросов одновременно; повторите через несколько секунд.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    })
    const other = await refusedAt(
      'GET /healthz HTTP/1.1\r\nHost: gateway\r\nAccept-Language: en\r\nConnection: close\r\n\r\n',
    )
    expect(other.header('retry-after')).toBe('2')
    expect(other.json()).toEqual({
      message: 'Too many requests from your address at once; try again in a few seconds.',
    })

    // One held request ends: its place is free again.
    const first = held[0] as ReturnType<typeof connect>
    first.socket.write(body.slice(5))
    await first.closed
    expect(answerOf(first.received()).status).toBe(200)
    const next = connect(fewInFlight)
    await next.connected
    next.socket.write(TYPENAME())
    await next.closed
    expect(answerOf(next.received()).status).toBe(200)
  }, 30_000)
})
