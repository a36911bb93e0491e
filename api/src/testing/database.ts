import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Where the PostgreSQL leg of the tests creates its throw-away databases. */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/**
 * A fresh database for one test server: a new PostgreSQL database on the PostgreSQL leg, none on
 * the PGlite leg (the server makes its own under its DATA_DIR).
 */
export async function createTestDatabase(): Promise<{
  url: string | undefined
  drop(): Promise<void>
}> {
  if (testDbKind === 'pglite') return { url: undefined, drop: async () => {} }
  const name = `api_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
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
