import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * When the haulier last marked the answers to their requests as seen (ADR 0090): the cabinet's
 * first tab lists the answers given after it. Accounts that exist now start from this moment, so
 * the first tab does not greet them with every answer of their past; a new account's is null
 * (nothing answered yet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`alter table users add column answers_seen_at timestamptz`,
    sql`update users set answers_seen_at = now() where role = 'client'`,
  ])
}
