import { sql } from 'kysely'
import type { DatabaseHandle, Db } from './database.js'

/**
 * The key of the PostgreSQL advisory lock under which a database is prepared (migrations, seed
 * data, the first operator): one number for every API and `npm run migrate` on that database.
 */
const PREPARATION_LOCK = 7_094_025

/** How often a waiting process asks again: each try is one short statement. */
const RETRY_MS = 250

/**
 * Runs `step` on one connection while no other process prepares the same database (ADR 0094).
 * The lock is asked for with short tries rather than one blocking call, so a long migration of
 * another instance is waited out instead of running into the statement timeout. PostgreSQL frees
 * it when the connection ends, so a process killed mid-way holds up nobody. PGlite is one
 * process's database (DATA_DIR is locked) and needs no lock.
 */
export async function whilePreparing<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  step: (db: Db) => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  if (database.kind === 'pglite') return step(database.db)
  return database.db.connection().execute(async (db) => {
    let waited = false
    while (!(await tryLock(db))) {
      if (!waited) onWait?.()
      waited = true
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
    try {
      return await step(db)
    } finally {
      await sql`select pg_advisory_unlock(${PREPARATION_LOCK})`.execute(db)
    }
  })
}

async function tryLock(db: Db): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean
  }>`select pg_try_advisory_lock(${PREPARATION_LOCK}) as locked`.execute(db)
  return rows[0]?.locked === true
}
