import { describe, expect, vi } from 'vitest'
import { SESSION_LIMITS } from '../sessions/tokens.repository.js'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'

describe('session', () => {
  it('sets a script-readable XSRF-TOKEN on the Sanctum handshake, and no session before a login', async ({
    server,
  }) => {
    const answer = await server.get('/sanctum/csrf-cookie')
    expect(answer.status).toBe(204)
    const cookies = answer.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/^XSRF-TOKEN=[\w-]{43}; Max-Age=7200; Path=\/; SameSite=Lax$/)
  })

  it('logs in with the right password and answers a bearer token and the user name', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const login = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({
      status: 'success',
      token: expect.any(String),
      currentUserName: user.name,
      device_token: expect.any(String),
    })
    const profile = await server.get('/api/profile', { token: login.body.token })
    expect(profile.body.email).toBe(user.email)
  })

  it('ends a session after 30 minutes unused, and any session 12 hours after it began', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const logIn = async () =>
      (await server.post('/api/login-post', { email: user.email, password: user.password })).body
        .token as string
    const profileStatus = async (token: string) =>
      (await server.get('/api/profile', { token })).status
    // The process's clock, moved by the test; the server runs in this process.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
    try {
      const busy = await logIn()
      const idle = await logIn()
      // Used every 29 minutes, one session lives on until its twelfth hour ends.
      const started = Date.now()
      while (Date.now() - started + 29 * 60_000 < SESSION_LIMITS.absoluteMs) {
        later(29 * 60_000)
        expect(await profileStatus(busy)).toBe(200)
      }
      // The other one, unused all that time, ended after 30 minutes.
      expect(await profileStatus(idle)).toBe(401)
      later(SESSION_LIMITS.absoluteMs - (Date.now() - started) + 1000)
      expect(await profileStatus(busy)).toBe(401)

      const fresh = await logIn()
      later(SESSION_LIMITS.idleMs - 90_000)
      expect(await profileStatus(fresh)).toBe(200)
      later(SESSION_LIMITS.idleMs + 61_000)
      expect(await profileStatus(fresh)).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers invalid_creds alike for a wrong password and an unknown e-mail', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const wrong = await server.post(
      '/api/login-post',
      { email: user.email, password: 'wrong-password' },
      { lang: 'en' },
    )
    const unknown = await server.post(
      '/api/login-post',
      { email: 'nobody@example.com', password: 'whatever1' },
      { lang: 'en' },
    )
    expect(wrong.body).toEqual({
      status: 'invalid_creds',
      message: 'The e-mail or password is wrong.',
    })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('answers 422 with messages for missing or malformed fields', async ({ server }) => {
    const answer = await server.post('/api/login-post', { email: 'nope' }, { lang: 'tm' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      email: ['Dogry e-poçta salgysyny giriziň.'],
      password: ['«Açar sözi» meýdany doldurylmaly.'],
    })
  })

  it('stops password guessing on an account after ten failures', async ({ server }) => {
    const user = await createAccount(server)
    for (let i = 0; i < 10; i++) {
      const answer = await server.post('/api/login-post', {
        email: user.email,
        password: `guess-${i}-x`,
      })
      expect(answer.body.status).toBe('invalid_creds')
    }
    const blocked = await server.post(
      '/api/login-post',
      { email: user.email, password: user.password },
      { lang: 'en' },
    )
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ min\.$/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('logs out: the token then answers 401 everywhere', async ({ server }) => {
    const user = await createAccount(server)
    const other = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    const logout = await server.get('/api/logout', { token: user.token })
    expect(logout.body).toEqual({ status: 'success' })
    for (const url of ['/api/profile', '/api/logout', '/api/get-client-datas']) {
      const answer = await server.get(url, { token: user.token, lang: 'en' })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: 'Please log in.' })
    }
    // Another session of the same account lives on.
    expect((await server.get('/api/profile', { token: other.body.token })).status).toBe(200)
  })

  it('answers 401 without a token, with a malformed one and with an expired one', async ({
    server,
  }) => {
    expect((await server.get('/api/logout')).status).toBe(401)
    expect(
      (await server.get('/api/profile', { headers: { authorization: 'Basic abc' } })).status,
    ).toBe(401)
    expect((await server.get('/api/profile', { token: 'x'.repeat(43) })).status).toBe(401)

    const user = await createAccount(server)
    await server.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(401)
  })
})
