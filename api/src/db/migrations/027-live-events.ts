import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * What changed, for the screens that show it live (ADR 0107): one row per change of an
 * e-permit's or a request's status, a new request, or a claim taken or given up. Its id is the
 * event's id a browser resumes from (SSE's Last-Event-ID). `owner_id` is the company whose
 * haulier screens show it (null for a claim: only the office sees those); `office` whether the
 * operators' queues show it. Kept a day (live/live-events.repository.ts prunes older rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table live_events (
      id bigserial primary key,
      owner_id integer references users(id) on delete cascade,
      office boolean not null,
      kind text not null,
      subject text not null,
      record_id integer not null,
      status text,
      created_at timestamptz not null default now()
    )`,
    sql`create index live_events_owner_idx on live_events (owner_id, id)`,
    sql`create index live_events_created_idx on live_events (created_at)`,
  ])
}
