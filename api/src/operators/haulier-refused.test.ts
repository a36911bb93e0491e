import { describe, expect } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'

/**
 * No haulier reaches an operator route: every operation the API describes under
 * `/api/operator/` answers a haulier 403, before any body or parameter is looked at.
 */
describe('operator routes refused to hauliers', () => {
  it('answers 403 to a haulier on every /api/operator/ operation of the OpenAPI description', async ({
    server,
  }) => {
    const client = await haulier(server)
    const openapi = await server.get('/api/openapi.json')
    const operations = Object.entries(
      openapi.body.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      path.startsWith('/api/operator/')
        ? Object.keys(methods)
            .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
            .map((method) => ({ method, path }))
        : [],
    )
    // The office's routes are all there: queues, claims, pages, accounts, news.
    expect(operations.length).toBeGreaterThanOrEqual(16)
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '1')
      const answer =
        method === 'get'
          ? await server.get(url, { token: client.token })
          : method === 'delete'
            ? await server.delete(url, { token: client.token })
            : await server.post(url, {}, { token: client.token })
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 })
    }
  })
})
