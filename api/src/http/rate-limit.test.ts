import { describe, expect } from 'vitest'
import { createAccount, newHaulier } from '../testing/accounts.js'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { applicationForm } from '../testing/requests.js'
import { RATE_RULES } from './rate-limit.js'

const statusesOf = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** A burst sent at once from one address (the gateway on loopback passes the browser's). */
const burst = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)))

describe('rate limits take their hit before the work', () => {
  it('lets 10 of 100 parallel wrong passwords be checked, tells the other 90 to wait, then refuses', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const headers = { 'x-forwarded-for': '10.1.0.1' }
    const answers = await burst(100, (i) =>
      server.post('/api/login-post', { email: user.email, password: `guess-${i}` }, { headers }),
    )
    // Failures count once checked (ADR 0074); checks under way hold the 10 the account has left,
    // so the others are told the server is busy (uncounted) or, once the 10 are counted, refused.
    const { 200: checked, 429: refused = 0, 503: waited = 0 } = statusesOf(answers)
    expect(checked).toBe(10)
    expect(refused + waited).toBe(90)
    expect(answers.filter((a) => a.status === 200).every((a) => a.body.status === 'invalid_creds'))
    const told = answers.find((a) => a.status === 503)
    if (told) expect(told.headers.get('retry-after')).toBe('1')
    expect((await server.limiter.peek(RATE_RULES.loginFailuresPerAccount, user.email)).hits).toBe(
      10,
    )
    const again = await server.post(
      '/api/login-post',
      { email: user.email, password: 'guess-again' },
      { headers: { 'x-forwarded-for': '10.1.0.9' } },
    )
    expect(again.status).toBe(429)
  })

  it('mails at most 20 sign-up codes from one address, however many come at once', async ({
    server,
  }) => {
    const headers = { 'x-forwarded-for': '10.1.0.2' }
    const details = Array.from({ length: 200 }, () => newHaulier())
    const answers = await burst(200, (i) =>
      server.post('/api/registration-post', details[i], { headers }),
    )
    expect(statusesOf(answers)).toEqual({ 200: 20, 429: 180 })
    const letters = (await server.outbox.all()).filter((letter) =>
      details.some((haulier) => haulier.email === letter.to),
    )
    expect(letters).toHaveLength(20)
  })

  it('counts a sign-up with an address already registered like any other', async ({ server }) => {
    const user = await createAccount(server)
    const headers = { 'x-forwarded-for': '10.1.0.3' }
    const answers = await burst(25, () =>
      server.post('/api/registration-post', newHaulier({ email: user.email }), { headers }),
    )
    // Three attempts per e-mail and ten minutes are answered (its owner is told of each).
    expect(statusesOf(answers)).toEqual({ 200: 3, 429: 22 })
  })

  it('lets 30 of 60 parallel uploads through the per-account limit of 30', async ({ server }) => {
    const user = await haulier(server)
    const answers = await burst(60, () =>
      server.postForm('/api/online-application', applicationForm(), { token: user.token }),
    )
    expect(statusesOf(answers)).toEqual({ 200: 30, 429: 30 })
    const filed = await server.db
      .selectFrom('online_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(filed).toHaveLength(30)
  })

  it('takes 5 feedback messages from one address out of 20 sent at once', async ({ server }) => {
    const headers = { 'x-forwarded-for': '10.1.0.4' }
    const answers = await burst(20, (i) =>
      server.post(
        '/api/feedback-post',
        { name: `Aman ${i}`, phone: '+99365000000', message: 'Salam' },
        { headers },
      ),
    )
    expect(statusesOf(answers)).toEqual({ 200: 5, 429: 15 })
  })

  it('trusts X-Forwarded-For from loopback only as far as its last hop', async ({ server }) => {
    const user = await createAccount(server)
    // 50 failures whose first hops differ all count for the last hop, the proxy's own entry.
    // Ten at a time: a burst of fifty could find the hashing queue full, which counts nothing.
    const answers = []
    for (let round = 0; round < 5; round++) {
      answers.push(
        ...(await burst(10, (n) => {
          const i = round * 10 + n
          return server.post(
            '/api/login-post',
            { email: `nobody-${i}@example.com`, password: `guess-${i}` },
            { headers: { 'x-forwarded-for': `198.51.100.${i}, 10.1.0.5` } },
          )
        })),
      )
    }
    expect(statusesOf(answers)).toEqual({ 200: 50 })
    // A browser that forges the header gains nothing: its address is still the locked one.
    const forged = { 'x-forwarded-for': '203.0.113.9, 10.1.0.5' }
    const again = await server.post(
      '/api/login-post',
      { email: user.email, password: user.password },
      { headers: forged },
    )
    expect(again.status).toBe(429)
    const elsewhere = await server.post(
      '/api/login-post',
      { email: user.email, password: user.password },
      { headers: { 'x-forwarded-for': '10.1.0.6' } },
    )
    expect(elsewhere.body.status).toBe('success')
  })
})
