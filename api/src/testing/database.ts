import { randomBytes } from 'node:crypto'
import { cp } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/** Where the PostgreSQL leg of the tests creates its throw-away databases. */
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/**
 * A fresh database for one test server, copied from the run's template (global-setup.ts): a new
 * PostgreSQL database on the PostgreSQL leg, a copy of the PGlite folder into `dataDir` on the
 * PGlite leg. The server's start then finds it migrated and seeded.
 */
export async function createTestDatabase(dataDir: string): Promise<{
  url: string | undefined
  drop(): Promise<void>
}> {
  if (testDbKind === 'pglite') {
    await cp(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true })
    return { url: undefined, drop: async () => {} }
  }
  return createPostgresDatabase()
}

/**
 * A fresh PostgreSQL database from the run's template, whatever the leg: for tests of several
 * API instances over one database (PGlite has one process only).
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`
  const template = inject('postgresTemplate')
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  } finally {
    await admin.end()
  }
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
