import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'

describe('request ids', () => {
  it('echoes a short plain id and replaces anything else with its own', async ({ server }) => {
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
