import { sql } from 'kysely'
import { describe, expect } from 'vitest'
import { testDbKind } from '../testing/database.js'
import { it, test } from '../testing/fixtures.js'

// A statement (PostgreSQL) or a wait for the one connection (PGlite) longer than this is given up.
test.override({ serverEnv: { DATABASE_STATEMENT_TIMEOUT_MS: '400' } })

const feedback = {
  department: 'technical_dep',
  name: 'Serdar',
  email: 'serdar@example.com',
  phone: '+993 61 23 45 67',
  message: 'E-rugsatnamanyň tölegi geçmedi.',
}

describe('a database that does not answer in time', () => {
  it('answers 503 with Retry-After in the reader’s language, and the next request passes', async ({
    server,
  }) => {
    // The test server reads its OpenAPI description on the first request; not in the timing.
    expect((await server.get('/healthz')).status).toBe(200)
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let taken!: () => void
    const lockTaken = new Promise<void>((resolve) => {
      taken = resolve
    })
    // Something else holds what the request needs: PGlite's one connection, or (PostgreSQL) the
    // table the feedback goes to, locked by another transaction.
    const holder = server.db.transaction().execute(async (trx) => {
      if (testDbKind === 'postgres') {
        await sql`lock table feedback_messages in access exclusive mode`.execute(trx)
      }
      taken()
      await released
    })
    await lockTaken
    try {
      const started = Date.now()
      const answer = await server.post('/api/feedback-post', feedback, { lang: 'ru' })
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.body).toEqual({
        message: 'Сервер сейчас перегружен. Повторите попытку через несколько секунд.',
      })
      // Statement limit 400 ms (and the client's own, 2 s later, never reached).
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      release()
      await holder
    }
    const again = await server.post('/api/feedback-post', feedback, { lang: 'ru' })
    expect(again.status).toBe(200)
    expect(server.logs.join('')).toContain('the database did not answer in time')
  })
})
