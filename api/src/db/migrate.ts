import { Migrator } from 'kysely'
import type { Db } from './database.js'
import { migrationProvider } from './migrations/index.js'

/** Brings the schema up to date; a failed migration stops the start with its name and cause. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    // No migration ran (the database could not be reached, say): the error says it best.
    if (!failed) throw error
    throw new Error(`Migration ${failed.migrationName} failed`, { cause: error })
  }
  return (results ?? []).map((result) => result.migrationName)
}
