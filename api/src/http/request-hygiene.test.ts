import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Sends raw bytes and reads until the server closes: what a hand-made request gets back. */
function rawExchange(request: string): Promise<string> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('request ids', () => {
  it('echoes a short plain id and replaces anything else with its own', async () => {
    const kept = await server.get('/healthz', { headers: { 'x-request-id': 'gw-4f1c.7_ab:9' } })
    expect(kept.headers.get('x-request-id')).toBe('gw-4f1c.7_ab:9')

    const long = 'a'.repeat(65)
    const odd = ['<script>', 'a b', 'ÿ', long]
    for (const id of odd) {
      const answer = await server.get('/healthz', { headers: { 'x-request-id': id } })
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(server.logs.join('')).not.toContain(long)
  })
})

describe('requests the HTTP parser refuses', () => {
  it("answers a broken Content-Length in the API's shape, not Fastify's", async () => {
    for (const lengths of ['Content-Length: abc', 'Content-Length: 5\r\nContent-Length: 7']) {
      const answer = await rawExchange(
        `POST /api/feedback-post HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${lengths}\r\n\r\n{"name":"x"}`,
      )
      expect(answer).toMatch(/^HTTP\/1\.1 400 /)
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4)
      expect(JSON.parse(body)).toEqual({ message: 'Запрос составлен неверно.' })
      expect(answer).not.toContain('"error":"Bad Request"')
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
    }
  })

  it('answers a body longer than its Content-Length without a raw framework error', async () => {
    const answer = await rawExchange(
      'POST /api/login-post HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}{"email":"a@b.tm","password":"x"}',
    )
    expect(answer).not.toContain('"error":"Bad Request"')
    expect(answer).not.toContain('Client Error')
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /)
  })
})
