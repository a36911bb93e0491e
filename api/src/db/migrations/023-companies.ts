import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/** The tables that keep who of a company's members created or last changed a row (ADR 0103). */
export const ATTRIBUTED_TABLES = [
  'permits',
  'payments',
  'drivers',
  'transports',
  'cargo_permissions',
  'online_applications',
] as const

/**
 * A company's members, their invitations, and the company a session works for (ADR 0103). A
 * company is the account it was signed up with; the cabinet's records keep naming it by user_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table company_members (
      id integer generated always as identity primary key,
      company_id integer not null references users (id),
      user_id integer not null references users (id),
      role text not null check (role in ('administrator', 'dispatcher', 'viewer')),
      status text not null default 'active' check (status in ('active', 'suspended')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (company_id, user_id)
    )`,
    sql`create index company_members_user_idx on company_members (user_id)`,
    // Only the link's SHA-256 is kept, as for password resets and operators' invitations.
    sql`create table company_invitations (
      id integer generated always as identity primary key,
      company_id integer not null references users (id),
      email text not null,
      role text not null check (role in ('administrator', 'dispatcher', 'viewer')),
      lang text not null check (lang in ('tm', 'ru', 'en')),
      token_hash text not null unique,
      invited_by integer not null references users (id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by integer references users (id),
      revoked_at timestamptz
    )`,
    sql`create index company_invitations_company_idx on company_invitations (company_id, created_at desc)`,
    sql`alter table access_tokens add column company_id integer references users (id)`,
    ...ATTRIBUTED_TABLES.map(
      (table) =>
        sql`alter table ${sql.table(table)} add column member_id integer references users (id)`,
    ),
  ])
  await companiesFromAccounts(db)
}

/**
 * Each haulier's account becomes a company with itself as its one administrator, its sessions
 * work for it, and what it filed before is its own doing: the earlier client sees no change.
 * Runs again without harm (the migration's test runs it on a database with data).
 */
export async function companiesFromAccounts(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`insert into company_members (company_id, user_id, role)
      select id, id, 'administrator' from users where role = 'client'
      on conflict (company_id, user_id) do nothing`,
    sql`update access_tokens t set company_id = t.user_id
      from users u where u.id = t.user_id and u.role = 'client' and t.company_id is null`,
    ...ATTRIBUTED_TABLES.map(
      (table) => sql`update ${sql.table(table)} set member_id = user_id where member_id is null`,
    ),
  ])
}
