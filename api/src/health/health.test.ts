import { describe, expect } from 'vitest'
import { testDbKind } from '../testing/database.js'
import { it, test } from '../testing/fixtures.js'

// A wait for the database longer than this is given up (PGlite: its one connection).
test.override({ serverEnv: { DATABASE_STATEMENT_TIMEOUT_MS: '400' } })

describe('liveness and readiness (ADR 0102)', () => {
  it('answers /healthz 200 without asking a database that does not answer; /readyz does ask', async ({
    server,
  }) => {
    expect((await server.get('/readyz')).status).toBe(200)
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let taken!: () => void
    const held = new Promise<void>((resolve) => {
      taken = resolve
    })
    // Something else holds the database: on PGlite its one connection, so no query gets through.
    const holder = server.db.transaction().execute(async () => {
      taken()
      await released
    })
    await held
    try {
      const alive = await server.get('/healthz')
      expect(alive.status).toBe(200)
      expect(alive.body).toEqual({ status: 'ok', database: testDbKind })
      if (testDbKind === 'pglite') expect((await server.get('/readyz')).status).toBe(503)
    } finally {
      release()
      await holder
    }
    expect((await server.get('/readyz')).status).toBe(200)
  })
})
