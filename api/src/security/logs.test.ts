import { describe, expect } from 'vitest'
import { signUp } from '../testing/accounts.js'
import { it, test } from '../testing/fixtures.js'
import { codeIn, linkIn } from '../testing/outbox.js'

test.override({ serverEnv: { LOG_LEVEL: 'trace' } })

describe('the log', () => {
  it('has a line per request with its id, and never a password, token, code or link', async ({
    server,
  }) => {
    const user = await signUp(server)
    const code = codeIn(await server.outbox.latestTo(user.email))
    const login = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    await server.get('/api/profile', { token: login.body.token })
    await server.post('/api/passwd-reset', { phase: 1, email: user.email })
    await server.mailDelivered()
    const link = linkIn(await server.outbox.latestTo(user.email))
    const linkValue = link.pathname.split('/').at(-1) ?? ''
    await server.post('/api/passwd-reset', {
      phase: 3,
      user_id: Number(link.searchParams.get('user_id')),
      link_value: linkValue,
      new_password: 'Logged-never-1',
      new_password_confirmation: 'Logged-never-1',
    })

    const log = server.logs.join('')
    expect(log).toContain('"reqId"')
    expect(log).toContain('mail written to the outbox')
    for (const secret of [
      user.password,
      'Logged-never-1',
      user.token,
      login.body.token,
      code,
      linkValue,
    ]) {
      expect(log).not.toContain(secret)
    }
    const lines = server.logs.map((line) => JSON.parse(line))
    const completed = lines.filter((line) => line.msg === 'request completed')
    expect(completed.length).toBeGreaterThan(5)
    for (const line of completed) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/)
  })
})
