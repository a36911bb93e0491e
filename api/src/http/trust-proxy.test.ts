import { describe, expect } from 'vitest'
import { it, test } from '../testing/fixtures.js'

// No TRUST_PROXY: the API stands without a gateway it was told to believe.
test.override({ serverEnv: { TRUST_PROXY: '' } })

describe('X-Forwarded-For', () => {
  it('is believed from nobody unless TRUST_PROXY names them, loopback included', async ({
    server,
  }) => {
    // Fifty wrong passwords claiming fifty addresses, from one socket: one address to the
    // limits, which allow it fifty failures (ADR 0074); the next is refused.
    const answers = []
    for (let i = 0; i < 50; i++) {
      answers.push(
        await server.post(
          '/api/login-post',
          { email: `nobody-${i}@example.com`, password: `guess-${i}` },
          { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
        ),
      )
    }
    expect(answers.every((answer) => answer.body.status === 'invalid_creds')).toBe(true)
    const next = await server.post(
      '/api/login-post',
      { email: 'somebody@example.com', password: 'guess' },
      { headers: { 'x-forwarded-for': '198.51.100.200' } },
    )
    expect(next.status).toBe(429)
  })
})
