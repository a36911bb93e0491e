import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

const PORTAL = 'https://portal.example.tm'
const STRANGER = 'https://stranger.example.com'

/** A preflight as a browser sends it before a credentialed call with the given headers. */
function preflight(server: TestServer, path: string, origin: string, method = 'POST') {
  return fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-xsrf-token',
    },
  })
}

const corsHeadersOf = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'))

describe('CORS for a web client on another origin (CORS_ORIGINS)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: `${PORTAL}, http://localhost:5173` })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers a named origin’s preflight with 204, its origin, credentials and the headers the client sends', async () => {
    const answer = await preflight(server, '/api/unload-permission', PORTAL)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    const methods = answer.headers.get('access-control-allow-methods')?.split(/,\s*/)
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']))
    const allowed = answer.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'x-xsrf-token',
        'x-requested-with',
        'idempotency-key',
      ]),
    )
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('origin')
  })

  it('gives another origin nothing: its preflight is a 404, its calls carry no CORS header', async () => {
    const refused = await preflight(server, '/api/unload-permission', STRANGER)
    expect(refused.status).toBe(404)
    expect(corsHeadersOf(refused.headers)).toEqual([])

    const call = await server.get('/api/main', { headers: { origin: STRANGER } })
    expect(call.status).toBe(200)
    expect(corsHeadersOf(call.headers)).toEqual([])
    // The answer differs by origin, so a cache must keep them apart.
    expect(call.headers.get('vary')?.toLowerCase()).toContain('origin')
    // Nor does a look-alike of a named origin pass.
    const lookAlike = await server.get('/api/main', { headers: { origin: `${PORTAL}.evil.tm` } })
    expect(corsHeadersOf(lookAlike.headers)).toEqual([])
  })

  it('serves a named origin’s bearer calls with credentials allowed and the request id exposed', async () => {
    const user = await createAccount(server)
    const answer = await server.get('/api/profile', {
      token: user.token,
      headers: { origin: PORTAL },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Request-Id')
  })

  it('lets a named origin read a list’s ETag and ask again with If-None-Match', async () => {
    const user = await createAccount(server)
    const allowed = await fetch(`${server.url}/api/drivers/0`, {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,if-none-match',
      },
    })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'if-none-match',
    )
    const first = await server.get('/api/drivers/0', {
      token: user.token,
      headers: { origin: PORTAL },
    })
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^W\/"/)
    expect(first.headers.get('access-control-expose-headers')).toContain('ETag')
    const again = await server.get('/api/drivers/0', {
      token: user.token,
      headers: { origin: PORTAL, 'if-none-match': tag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('access-control-allow-origin')).toBe(PORTAL)
  })

  it('puts the CORS headers on errors too, so the client can read a 401, a 422 or a 404', async () => {
    const failures = [
      await server.get('/api/profile', { headers: { origin: PORTAL } }),
      await server.post('/api/feedback-post', { name: 12 }, { headers: { origin: PORTAL } }),
      await server.get('/api/news/999999', { headers: { origin: PORTAL } }),
    ]
    expect(failures.map((answer) => answer.status)).toEqual([401, 422, 404])
    for (const answer of failures) {
      expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL)
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    }
  })
})

describe('CORS by default', () => {
  it('is off: no origin gets CORS headers, and a preflight is a 404', async ({ server }) => {
    const answer = await preflight(server, '/api/profile', PORTAL, 'GET')
    expect(answer.status).toBe(404)
    expect(corsHeadersOf(answer.headers)).toEqual([])
    const call = await server.get('/api/main', { headers: { origin: PORTAL } })
    expect(corsHeadersOf(call.headers)).toEqual([])
  })
})
