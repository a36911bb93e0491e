import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

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
