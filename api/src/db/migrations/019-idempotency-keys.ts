import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * What a create answered, by the key its client sent (http/idempotency.ts, ADR 0079): a retry
 * with the same key gets that answer again instead of making a second row. The row is written in
 * the transaction that makes the created row, so both exist or neither does; the primary key is
 * what makes two concurrent requests with one key end in one row. `scope` is the account
 * (`user:12`) or, without a session, the client's address; `fingerprint` the request's hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table idempotency_keys (
      scope text not null,
      key text not null,
      fingerprint text not null,
      status_code integer not null,
      answer jsonb not null,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`,
    // The sweep deletes by age.
    sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`,
  ])
}
