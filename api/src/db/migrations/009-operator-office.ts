import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * The operator office (ADRs 0062–0064):
 * - claims: who works an e-permit or a request now (`claimed_by`, `claimed_at`), taken by one
 *   conditional UPDATE so two operators never hold the same one;
 * - an account's `status`: an invited operator has no usable password yet, a deactivated one
 *   can neither log in nor use a session it had;
 * - invitations to become an operator, by the SHA-256 of their single-use token;
 * - news drafts: an item is a draft, published or unpublished; only published items are public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const claims = (table: string) =>
    sql`alter table ${sql.table(table)}
      add column claimed_by integer references users (id),
      add column claimed_at timestamptz,
      add check ((claimed_by is null) = (claimed_at is null))`
  await runStatements(db, [
    claims('permits'),
    claims('cargo_permissions'),
    claims('online_applications'),
    // The queues read the oldest first within a status.
    sql`create index permits_queue_idx on permits (status, created_at, id)`,
    sql`create index cargo_permissions_queue_idx on cargo_permissions (status, created_at, id)`,
    sql`create index online_applications_queue_idx on online_applications (status, created_at, id)`,
    sql`alter table users
      add column status text not null default 'active'
        check (status in ('invited', 'active', 'deactivated'))`,
    sql`create table operator_invitations (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      invited_by integer not null references users (id),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create index operator_invitations_user_idx on operator_invitations (user_id)`,
    sql`alter table news
      add column status text not null default 'published'
        check (status in ('draft', 'published', 'unpublished')),
      add column updated_at timestamptz not null default now(),
      add column poster_file_id integer references files (id),
      alter column published_at drop not null,
      add check (status = 'draft' or published_at is not null)`,
    sql`create index news_public_idx on news (status, published_at desc, id desc)`,
  ])
}
