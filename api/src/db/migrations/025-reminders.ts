import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * Reminders before documents expire (ADR 0105). `sent_reminders` is the guarantee that a
 * reminder goes out once: its unique key names the document, the day it expires and how many
 * days before that the reminder is, so a second run (a retry, a restart, another instance) finds
 * the row and sends nothing. `notices` is the haulier's inbox in the cabinet, read or unread;
 * `reminders_off` the kinds a haulier turned off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table sent_reminders (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      subject text not null,
      kind text not null,
      document text not null,
      subject_id integer,
      name text,
      expires_on date not null,
      days_before integer not null,
      created_at timestamptz not null default now(),
      constraint sent_reminders_once unique (subject, document, expires_on, days_before)
    )`,
    sql`create table notices (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      reminder_id integer references sent_reminders(id) on delete cascade,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`,
    sql`create index notices_user_idx on notices (user_id, id desc)`,
    sql`create table reminders_off (
      user_id integer not null references users(id) on delete cascade,
      kind text not null,
      primary key (user_id, kind)
    )`,
  ])
}
