import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/** Accounts, their tokens, sign-up challenges, password-reset links, feedback and rate limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table users (
      id integer generated always as identity primary key,
      email text not null,
      name text not null,
      phone text not null default '',
      corpname text not null default '',
      ygtyyarnama_no text not null default '',
      ygtyyarnama_expire_date date,
      yegrpo text not null default '',
      privacy_accepted_at timestamptz,
      password_hash text not null,
      role text not null default 'client' check (role in ('client', 'operator')),
      lang text not null default 'ru' check (lang in ('tm', 'ru', 'en')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create unique index users_email_key on users (lower(email))`,

    sql`create table access_tokens (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`,
    sql`create index access_tokens_user_idx on access_tokens (user_id)`,

    sql`create table signup_challenges (
      id text primary key,
      email text not null,
      details jsonb not null,
      code_hash text not null,
      failed_attempts integer not null default 0,
      lang text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz
    )`,
    sql`create index signup_challenges_email_idx on signup_challenges (lower(email), created_at)`,

    sql`create table password_resets (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create index password_resets_user_idx on password_resets (user_id)`,

    sql`create table feedback_messages (
      id integer generated always as identity primary key,
      department text not null check (department in ('general_dep', 'technical_dep')),
      name text not null,
      email text not null,
      phone text not null,
      message text not null,
      lang text not null,
      mailed boolean not null default false,
      created_at timestamptz not null default now()
    )`,

    sql`create table rate_limit_hits (
      bucket text not null,
      hit_at timestamptz not null default now()
    )`,
    sql`create index rate_limit_hits_bucket_idx on rate_limit_hits (bucket, hit_at)`,
  ])
}
