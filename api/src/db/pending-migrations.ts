import { Migrator } from 'kysely'
import type { Db } from './database.js'
import { migrationProvider } from './migrations/index.js'

/** The migrations this version has that the database has not had yet, by name. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const migrations = await migrator.getMigrations()
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name)
}
