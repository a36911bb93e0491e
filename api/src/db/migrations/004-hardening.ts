import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * What the attack review asked for: rate limits kept by rate-limiter-flexible's store (one row
 * per key and window, taken atomically), a queue of mail that survives a restart, and e-mail
 * changes waiting for the code sent to the new address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`drop table rate_limit_hits`,
    sql`create table rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    )`,

    sql`create table mail_jobs (
      id integer generated always as identity primary key,
      kind text not null,
      payload jsonb not null,
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      done_at timestamptz,
      failed_at timestamptz
    )`,
    sql`create index mail_jobs_due_idx on mail_jobs (run_after) where done_at is null and failed_at is null`,

    sql`create table email_changes (
      user_id integer primary key references users (id) on delete cascade,
      new_email text not null,
      code_hash text not null,
      failed_attempts integer not null default 0,
      lang text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`,
  ])
}
