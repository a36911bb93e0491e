import { describe, expect } from 'vitest'
import { it, test } from '../testing/fixtures.js'

let document: any
test.beforeAll(async ({ server }) => {
  document = (await server.get('/api/openapi.json')).body
})

/** The endpoints of the enterprise's API contract this API serves, as method and OpenAPI path. */
const SPEC_ENDPOINTS = [
  'get /sanctum/csrf-cookie',
  'post /api/feedback-post',
  'post /api/login-post',
  'get /api/logout',
  'post /api/registration-post',
  'post /api/passwd-reset',
  'post /api/passwd-update',
  'get /api/main',
  'get /api/news-all/{page}',
  'get /api/news/{id}',
  'get /api/services',
  'get /api/about-us',
  'get /api/contacts-page',
  'get /rss',
  'get /api/get-client-datas',
  'get /api/profile',
  'post /api/profile-update',
  // The haulier cabinet
  'get /api/get/client/{is_legal}',
  'post /api/legal/store',
  'post /api/individual/store',
  'get /api/get/deposit/{is_legal}',
  'get /api/get-driver-datas/{is_legal}',
  'get /api/drivers/{is_legal}',
  'post /api/driver',
  'get /api/driver/{id}',
  'put /api/driver/{id}',
  'delete /api/driver/{id}',
  'get /api/get-transport-datas/{isLegal}',
  'get /api/transports/{isLegal}/{isCar}',
  'post /api/transport',
  'get /api/transport/{id}',
  'put /api/transport/{id}',
  'delete /api/transport/{id}',
  'get /api/get-permit-datas/{is_legal}',
  'get /api/get-transports/{driver_id}',
  'post /api/request-to-permission',
  'get /api/request-to-permission',
  'post /api/payment',
  'get /api/load-permission',
  'post /api/load-permission',
  'post /api/unload-permission',
  'post /api/online-application',
  'get /api/history/{page}',
  'post /api/history-cancel',
  'get /api/files/{id}',
  // Operators of the enterprise
  'get /api/operator/permits',
  'post /api/operator/permits/{id}/status',
  'get /api/operator/requests/{page}',
  'post /api/operator/requests/status',
  'post /api/operator/deposit',
  'get /healthz',
  'get /readyz',
]

describe('OpenAPI description', () => {
  // Found by the fuzz (issue 27): with API_PORT=0 it said http://127.0.0.1:0.
  it('names the address the API listens on as its server', ({ server }) => {
    expect(document.servers).toEqual([{ url: server.url }])
  })

  it('is OpenAPI 3.1 with the bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('describes every endpoint, each with a success answer and a summary', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method} ${path}`),
    )
    for (const endpoint of SPEC_ENDPOINTS) expect(described).toContain(endpoint)
    for (const [path, operations] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy()
        const statuses = Object.keys(operation.responses)
        expect(
          statuses.some((s) => /^[23]/.test(s)),
          `${method} ${path}`,
        ).toBe(true)
        expect(statuses, `${method} ${path}`).toContain('500')
      }
    }
  })

  it('declares every tag its operations use', () => {
    const declared = document.tags.map((tag: { name: string }) => tag.name)
    for (const [path, operations] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        for (const tag of operation.tags ?? []) expect(declared, `${method} ${path}`).toContain(tag)
      }
    }
  })

  it('marks the routes that need a session, and those answer 401 without one', async ({
    server,
  }) => {
    const secured = Object.entries<any>(document.paths).flatMap(([path, operations]) =>
      Object.entries<any>(operations)
        .filter(([, operation]) => operation.security?.some((s: object) => 'bearerAuth' in s))
        .map(([method]) => [method.toUpperCase(), path] as const),
    )
    expect(secured.length).toBeGreaterThanOrEqual(5)
    for (const [method, path] of secured) {
      const url = path.replace(/\{[^}]+\}/g, '1')
      const answer = await server.request(method, url, method === 'GET' ? {} : { body: {} })
      expect(answer.status, `${method} ${path}`).toBe(401)
    }
  })

  it('documents the 422 of every route that validates a body', () => {
    for (const [path, operations] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        if (operation.requestBody)
          expect(Object.keys(operation.responses), `${method} ${path}`).toContain('422')
      }
    }
  })
})

describe('OpenAPI description of answers a client may keep', () => {
  const KEPT = [
    'get /api/news-all/{page}',
    'get /api/services',
    'get /api/drivers/{is_legal}',
    'get /api/transports/{isLegal}/{isCar}',
  ]
  it('documents their ETag and their 304, and only theirs', () => {
    for (const [path, operations] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const endpoint = `${method} ${path}`
        const tagged = operation.responses['200']?.headers?.ETag !== undefined
        expect(tagged, endpoint).toBe('304' in operation.responses)
        if (KEPT.includes(endpoint)) expect(tagged, endpoint).toBe(true)
      }
    }
  })

  it('answers the ETag it documents', async ({ server }) => {
    const answer = await server.get('/api/services')
    const tag = answer.headers.get('etag')
    expect(tag).toMatch(/^W\//)
    const again = await server.get('/api/services', { headers: { 'if-none-match': tag ?? '' } })
    expect(again.status).toBe(304)
  })
})
