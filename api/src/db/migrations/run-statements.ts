import type { Kysely, RawBuilder } from 'kysely'

/** PGlite runs one statement per query, so a migration is a list of statements run in order. */
export async function runStatements(db: Kysely<unknown>, statements: RawBuilder<unknown>[]) {
  for (const statement of statements) await statement.execute(db)
}
