import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect } from 'vitest'
import { STATIC_DIR } from '../content/posters.routes.js'
import { signUp } from '../testing/accounts.js'
import { it, test } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/** Hashing at the production cost: what these tests are about. */
test.override({ serverEnv: { PASSWORD_COST: '15' } })
let poster: string
beforeAll(async () => {
  poster = (await readdir(path.join(STATIC_DIR, 'posters')))[0] as string
})

/** Each stranger comes from an address of their own, as a botnet does: no per-address limit helps. */
const from = (i: number) => ({
  'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
})

async function timed<T>(work: Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await work
  return { ms: performance.now() - started, value }
}

const login = (server: TestServer, email: string, password: string, i: number) =>
  server.post('/api/login-post', { email, password }, { headers: from(i) })

describe('password hashing under a storm of logins', () => {
  it('hashes for unknown e-mails too, refuses the surplus of a storm at once, and a real login gets in', async ({
    server,
  }) => {
    const user = await signUp(server)
    const regular = await signUp(server)
    const trusted = await login(server, regular.email, regular.password, 999_999)
    const device = trusted.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('trusted_device='))
      ?.split(';')[0] as string
    const before = server.passwords.checks
    const storm = timed(
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          login(server, `nobody-${i}@example.com`, 'guess-123', i),
        ),
      ),
    )
    const [real, file, strangers, returning] = await Promise.all([
      timed(login(server, user.email, user.password, 1_000_000)),
      timed(server.get(`/storage/posters/${poster}`)),
      storm,
      // A device that logged in before is checked before the strangers waiting (ADR 0074).
      timed(
        server.post(
          '/api/login-post',
          { email: regular.email, password: regular.password },
          { headers: { ...from(999_999), cookie: device } },
        ),
      ),
    ])
    // Never refused as busy: it waits in a line of its own (the order: hash-pool.unit.test.ts).
    expect(returning.value.body.status).toBe('success')
    // Each stranger was checked against a hash, or told at once that the server is busy.
    const checked = strangers.value.filter((answer) => answer.status === 200)
    const busy = strangers.value.filter((answer) => answer.status === 503)
    expect(checked.length + busy.length).toBe(150)
    expect(checked.every((answer) => answer.body.status === 'invalid_creds')).toBe(true)
    expect(busy.every((answer) => Number(answer.headers.get('retry-after')) >= 1)).toBe(true)
    expect(server.passwords.checks - before).toBe(
      checked.length + (real.value.status === 200 ? 1 : 0) + 1,
    )
    // The queue is bounded in time: most of the storm is refused at once, not hashed for minutes
    // (150 hashes take two quiet cores about 50 s). Bounds leave room for a shared machine.
    expect(busy.length).toBeGreaterThan(75)
    expect(strangers.ms).toBeLessThan(30_000)
    expect(real.ms).toBeLessThan(30_000)
    expect([200, 503]).toContain(real.value.status)
    expect(file.value.status).toBe(200)
    expect(file.ms).toBeLessThan(5_000)
    // A busy answer charged nothing: the real login, sent again, gets in.
    const again =
      real.value.status === 200
        ? real.value
        : await login(server, user.email, user.password, 1_000_001)
    expect(again.body.status).toBe('success')
  }, 90_000)

  it('makes an unknown e-mail cost what a wrong password costs: one hash each, the same time', async ({
    server,
  }) => {
    const user = await signUp(server)
    // A burst first: the issue found unknown e-mails slower than wrong passwords after one.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(server, `burst-${i}@example.com`, 'x-1234567', 2_200_000 + i),
      ),
    )
    const wrong: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      const checks = server.passwords.checks
      const asWrong = await timed(login(server, user.email, `wrong-${i}`, 2_000_000 + i))
      expect(server.passwords.checks - checks).toBe(1)
      const asUnknown = await timed(
        login(server, `nobody-${i}@example.com`, `wrong-${i}`, 2_100_000 + i),
      )
      expect(server.passwords.checks - checks).toBe(2)
      expect(asWrong.value.body).toEqual(asUnknown.value.body)
      wrong.push(asWrong.ms)
      unknown.push(asUnknown.ms)
    }
    // Medians of alternating samples: another process's work slows both sides alike.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[3] as number
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.67)
    expect(median(unknown) / median(wrong)).toBeLessThan(1.5)
  }, 90_000)

  it('answers 503 with Retry-After when too many hashes wait, and files are served meanwhile', async ({
    server,
  }) => {
    // Strangers' e-mails, each from its own address: no login limit is near, only the queue.
    const before = server.passwords.checks
    const guesses = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(server, `guess-${i}@example.com`, `guess-${i}`, 3_000_000 + i),
      ),
    )
    const file = await timed(server.get(`/storage/posters/${poster}`, { lang: 'en' }))
    const answers = await guesses
    const busy = answers.filter((answer) => answer.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(Number(busy[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(busy[0]?.body.message).toMatch(/перегружен|busy|ýüklenen/)
    const checked = answers.filter((answer) => answer.status === 200)
    expect(checked.length).toBeGreaterThan(0)
    expect(checked.every((answer) => answer.body.status === 'invalid_creds')).toBe(true)
    expect(server.passwords.checks - before).toBe(checked.length)
    expect(file.value.status).toBe(200)
    expect(file.ms).toBeLessThan(5_000)
  })

  it('checks a reset link before hashing the new password: made-up links cost nothing, then 429', async ({
    server,
  }) => {
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.post(
          '/api/passwd-reset',
          {
            phase: 3,
            user_id: 1,
            link_value: `made-up-${i}`,
            new_password: 'Taze-parol-99',
            new_password_confirmation: 'Taze-parol-99',
          },
          { headers: { 'x-forwarded-for': '10.99.0.1' } },
        ),
      ),
    )
    expect(performance.now() - started).toBeLessThan(10_000)
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(80)
    expect(answers.find((answer) => answer.status === 200)?.body.status).toBe('failure')
  })
})
