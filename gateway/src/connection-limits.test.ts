import net from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { CONNECTION_LIMITS } from './connection-limits.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

let api: ApiServer
let gateway: GatewayServer
const sockets: net.Socket[] = []

beforeAll(async () => {
  api = await startApiServer()
  gateway = await startGateway(api.url, {
    REQUEST_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS_PER_ADDRESS: '5',
  })
}, 120_000)

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
})

afterAll(async () => {
  await gateway?.close()
  await api?.close()
})

/** A raw connection to the gateway that records what it receives and when it is closed. */
function connect() {
  const { hostname, port } = new URL(gateway.url)
  const socket = net.connect(Number(port), hostname)
  sockets.push(socket)
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1')
  })
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, connected, closed, received: () => received }
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

  test('one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; the next is closed', async () => {
    const held = Array.from({ length: 5 }, () => connect())
    await Promise.all(held.map((client) => client.connected))
    const extra = connect()
    await extra.closed
    expect(extra.received()).toBe('')

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
