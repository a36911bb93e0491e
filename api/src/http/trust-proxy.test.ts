import { describe, expect } from 'vitest'
import { it, test } from '../testing/fixtures.js'

// No TRUST_PROXY: the API stands without a gateway it was told to believe.
test.override({ serverEnv: { TRUST_PROXY: '' } })

describe('X-Forwarded-For', () => {
  it('is believed from nobody unless TRUST_PROXY names them, loopback included', async ({
    server,
  }) => {
    // Eleven wrong passwords for one e-mail claiming eleven addresses, from one socket: one
    // address to the limits, which allow ten per e-mail and address.
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        server.post(
          '/api/login-post',
          { email: 'nobody@example.com', password: `guess-${i}` },
          { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
  })
})
