import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * Receipts and credit notes (ADR 0106). Each is numbered within its kind and year by
 * `receipt_counters`: the counter row is taken (insert … on conflict do update) inside the
 * transaction that completes or refunds the payment, so a number is used only when that
 * transaction commits and two at once wait for each other: no gaps, no repeats. One document
 * of a kind per payment. The PDF is rendered after the commit and kept in the file store
 * (`file_id`, a `files` row, so the orphan sweep keeps its bytes). A refunded payment's status is
 * `refunded`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table receipt_counters (
      kind text not null check (kind in ('receipt', 'credit_note')),
      year integer not null,
      last_serial integer not null,
      primary key (kind, year)
    )`,
    sql`create table receipts (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('receipt', 'credit_note')),
      year integer not null,
      serial integer not null check (serial > 0),
      number text not null unique,
      payment_id integer not null references payments (id),
      permit_id integer not null references permits (id),
      user_id integer not null references users (id),
      amount numeric(14, 2) not null check (amount > 0),
      currency text not null default 'TMT',
      lang text not null check (lang in ('tm', 'ru', 'en')),
      reason text,
      issued_at timestamptz not null default now(),
      file_id integer references files (id),
      constraint receipts_serial_once unique (kind, year, serial),
      constraint receipts_one_per_payment unique (payment_id, kind)
    )`,
    sql`create index receipts_permit_idx on receipts (permit_id, id)`,
    sql`alter table payments drop constraint payments_status_check`,
    sql`alter table payments add constraint payments_status_check
      check (status in ('pending', 'paid', 'declined', 'superseded', 'refunded'))`,
  ])
}
