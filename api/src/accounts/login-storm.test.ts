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
  it('answers 150 logins of unknown e-mails without hashing, and a real login stays fast', async ({
    server,
  }) => {
    const user = await signUp(server)
    const storm = timed(
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          login(server, `nobody-${i}@example.com`, 'guess-123', i),
        ),
      ),
    )
    const [real, file, strangers] = await Promise.all([
      timed(login(server, user.email, user.password, 1_000_000)),
      timed(server.get(`/storage/posters/${poster}`)),
      storm,
    ])
    expect(strangers.value.map((answer) => answer.body.status)).toEqual(
      Array(150).fill('invalid_creds'),
    )
    // 150 hashes at this cost keep two cores busy for about 25 s, and everything waits behind
    // them; waits without hashing cost nothing. (The bench measures the real figures.)
    expect(strangers.ms).toBeLessThan(10_000)
    expect(real.value.body.status).toBe('success')
    expect(real.ms).toBeLessThan(5_000)
    expect(file.value.status).toBe(200)
    expect(file.ms).toBeLessThan(3_000)
  })

  it('makes an unknown e-mail wait about as long as a wrong password', async ({ server }) => {
    const user = await signUp(server)
    const wrong: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      const asWrong = await timed(login(server, user.email, `wrong-${i}`, 2_000_000 + i))
      const asUnknown = await timed(
        login(server, `nobody-${i}@example.com`, `wrong-${i}`, 2_100_000 + i),
      )
      expect(asWrong.value.body).toEqual(asUnknown.value.body)
      wrong.push(asWrong.ms)
      unknown.push(asUnknown.ms)
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3)
    expect(median(unknown)).toBeLessThan(median(wrong) * 3 + 200)
  })

  it('answers 503 with Retry-After when too many hashes wait, and files are served meanwhile', async ({
    server,
  }) => {
    const user = await signUp(server)
    const guesses = Promise.all(
      Array.from({ length: 40 }, (_, i) => login(server, user.email, `guess-${i}`, 3_000_000 + i)),
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
    expect(file.value.status).toBe(200)
    expect(file.ms).toBeLessThan(3_000)
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
