import { afterAll, beforeAll, describe, expect } from 'vitest'
import { RATE_RULES } from '../http/rate-limit.js'
import { createAccount, signUp } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

/** Limits of ADR 0074: only wrong passwords count, per account and per address apart. */

const from = (address: string, cookie?: string) => ({
  headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
})
const logIn = (
  server: TestServer,
  email: string,
  password: string,
  address: string,
  cookie?: string,
) => server.post('/api/login-post', { email, password }, from(address, cookie))

/** The trusted-device cookie a successful login set, as a browser sends it back. */
const deviceCookieOf = (answer: { headers: Headers }) =>
  answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('trusted_device='))
    ?.split(';')[0]

const failuresOf = (server: TestServer, rule: keyof typeof RATE_RULES, key: string) =>
  server.limiter.peek(RATE_RULES[rule], key).then((state) => state.hits)

describe('an office behind one address at the production hashing cost', () => {
  let office: TestServer
  beforeAll(async () => {
    office = await startTestServer({ PASSWORD_COST: '15' })
  })
  afterAll(async () => {
    await office?.close()
  })

  it('answers 60 correct logins at once with success or an uncharged "busy", and locks out nobody', async () => {
    const accounts = [await signUp(office), await signUp(office), await signUp(office)]
    const address = '10.7.0.1'
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const account = accounts[i % 3] as (typeof accounts)[number]
        return logIn(office, account.email, account.password, address)
      }),
    )
    const succeeded = answers.filter((answer) => answer.body.status === 'success')
    const busy = answers.filter((answer) => answer.status === 503)
    expect(succeeded.length).toBeGreaterThan(0)
    expect(succeeded.length + busy.length).toBe(60)
    expect(busy.every((answer) => Number(answer.headers.get('retry-after')) >= 1)).toBe(true)
    // Nothing was charged: neither the address nor any account has a failure counted.
    expect(await failuresOf(office, 'loginFailuresPerIp', address)).toBe(0)
    for (const account of accounts) {
      expect(await failuresOf(office, 'loginFailuresPerAccount', account.email)).toBe(0)
    }
    // Right after, from the same address: a fresh account and the busy ones' own get in.
    const fresh = await createAccount(office)
    expect((await logIn(office, fresh.email, fresh.password, address)).body.status).toBe('success')
    for (const account of accounts) {
      const again = await logIn(office, account.email, account.password, address)
      expect(again.body.status).toBe('success')
    }
  }, 90_000)
})

describe('failed logins counted after the check', () => {
  it('locks an account after 10 wrong passwords from anywhere; the addresses stay open', async ({
    server,
  }) => {
    const victim = await createAccount(server)
    const other = await createAccount(server)
    for (let i = 0; i < 10; i++) {
      const answer = await logIn(server, victim.email, `guess-${i}`, `10.2.0.${i + 1}`)
      expect(answer.body.status).toBe('invalid_creds')
    }
    expect(await failuresOf(server, 'loginFailuresPerAccount', victim.email)).toBe(10)
    const locked = await logIn(server, victim.email, victim.password, '10.2.1.1', undefined)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60)
    // The locked account's refusals cost its addresses nothing; others log in from them.
    expect(await failuresOf(server, 'loginFailuresPerIp', '10.2.0.1')).toBe(1)
    expect(await failuresOf(server, 'loginFailuresPerIp', '10.2.1.1')).toBe(0)
    const neighbour = await logIn(server, other.email, other.password, '10.2.0.1')
    expect(neighbour.body.status).toBe('success')
  })

  it('locks an address after 50 wrong passwords, and its refusals spend no account budget', async ({
    server,
  }) => {
    const address = '10.3.0.1'
    const member = await createAccount(server)
    for (let i = 0; i < 50; i++) {
      const answer = await logIn(server, `stranger-${i}@example.com`, 'guess-123', address)
      expect(answer.body.status).toBe('invalid_creds')
    }
    const refused = await logIn(server, member.email, member.password, address)
    expect(refused.status).toBe(429)
    for (let i = 0; i < 5; i++) await logIn(server, member.email, `guess-${i}`, address)
    expect(await failuresOf(server, 'loginFailuresPerAccount', member.email)).toBe(0)
    // Elsewhere the same account is fine.
    expect((await logIn(server, member.email, member.password, '10.3.0.2')).body.status).toBe(
      'success',
    )
  })

  it('forgives an account its failures when the right password comes', async ({ server }) => {
    const user = await createAccount(server)
    for (let i = 0; i < 9; i++) await logIn(server, user.email, `guess-${i}`, '10.4.0.1')
    expect((await logIn(server, user.email, user.password, '10.4.0.1')).body.status).toBe('success')
    expect(await failuresOf(server, 'loginFailuresPerAccount', user.email)).toBe(0)
    // The address keeps its failures: another account's successes do not forgive a guesser.
    expect(await failuresOf(server, 'loginFailuresPerIp', '10.4.0.1')).toBe(9)
  })

  it('lets a trusted device in while strangers have locked its account, and counts its own failures', async ({
    server,
  }) => {
    const owner = await createAccount(server)
    const first = await logIn(server, owner.email, owner.password, '10.5.0.1')
    const device = deviceCookieOf(first)
    expect(device).toMatch(/^trusted_device=[\w.-]+$/)
    expect(first.headers.getSetCookie().find((c) => c.startsWith('trusted_device='))).toMatch(
      /Max-Age=2592000; Path=\/api\/login-post; HttpOnly; SameSite=Lax/,
    )
    expect(first.body.device_token).toBe(device?.slice('trusted_device='.length))
    for (let i = 0; i < 12; i++) await logIn(server, owner.email, `guess-${i}`, `10.5.1.${i + 1}`)
    expect((await logIn(server, owner.email, owner.password, '10.5.0.1')).status).toBe(429)

    const trusted = await logIn(server, owner.email, owner.password, '10.5.0.1', device)
    expect(trusted.body.status).toBe('success')
    // The device's trust is for its own account only, and a forged one is no trust at all.
    const stranger = await createAccount(server)
    for (let i = 0; i < 10; i++) await logIn(server, stranger.email, `guess-${i}`, '10.5.2.1')
    expect(
      (await logIn(server, stranger.email, stranger.password, '10.5.0.1', device)).status,
    ).toBe(429)
    const forged = `${device?.slice(0, -3)}abc`
    expect((await logIn(server, owner.email, owner.password, '10.5.0.1', forged)).status).toBe(429)
    // A device that guesses is stopped after its own 10 failures.
    const devicePasses = deviceCookieOf(trusted)
    for (let i = 0; i < 10; i++) {
      const answer = await logIn(server, owner.email, `guess-${i}`, '10.5.0.1', devicePasses)
      expect(answer.body.status).toBe('invalid_creds')
    }
    expect(
      (await logIn(server, owner.email, owner.password, '10.5.0.1', devicePasses)).status,
    ).toBe(429)
  })

  it('ends the trust of every device when the password changes', async ({ server }) => {
    const owner = await createAccount(server)
    const device = deviceCookieOf(await logIn(server, owner.email, owner.password, '10.6.0.1'))
    const changed = await server.post(
      '/api/passwd-update',
      { old_passwd: owner.password, passwd: 'Taze-parol-77', passwd_confirmation: 'Taze-parol-77' },
      { token: owner.token },
    )
    expect(changed.body.status).toBe('success')
    for (let i = 0; i < 10; i++) await logIn(server, owner.email, `guess-${i}`, `10.6.1.${i + 1}`)
    expect((await logIn(server, owner.email, 'Taze-parol-77', '10.6.0.1', device)).status).toBe(429)
  })
})
