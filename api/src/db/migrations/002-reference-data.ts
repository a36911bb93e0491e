import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * Reference data (regions and cities, countries, licence types, driving licence categories,
 * vehicle brands, permit types, border checkpoints) and the news. Every seeded row has a stable
 * `code`, which makes loading it again on each start a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const named = sql`name_tm text not null, name_ru text not null, name_en text not null`
  await runStatements(db, [
    sql`create table regions (
      id integer generated always as identity primary key,
      code text not null unique,
      ${named},
      position integer not null
    )`,
    sql`create table cities (
      id integer generated always as identity primary key,
      region_id integer not null references regions (id),
      code text not null unique,
      ${named},
      position integer not null
    )`,
    sql`create index cities_region_idx on cities (region_id)`,
    sql`create table countries (
      id integer generated always as identity primary key,
      code text not null unique,
      ${named}
    )`,
    sql`create table license_types (
      id integer generated always as identity primary key,
      code text not null unique,
      ${named},
      position integer not null
    )`,
    sql`create table driving_license_categories (
      id integer generated always as identity primary key,
      code text not null unique,
      name text not null,
      description_tm text not null,
      description_ru text not null,
      description_en text not null,
      position integer not null
    )`,
    sql`create table brands (
      id integer generated always as identity primary key,
      code text not null unique,
      title text not null,
      kind text not null check (kind in ('truck', 'trailer', 'both'))
    )`,
    sql`create table permit_types (
      id integer generated always as identity primary key,
      number integer not null unique,
      code text not null unique,
      ${named},
      description_tm text not null,
      description_ru text not null,
      description_en text not null,
      price numeric(12, 2) not null
    )`,
    sql`create table checkpoints (
      id integer generated always as identity primary key,
      code text not null unique,
      ${named},
      description_tm text not null,
      description_ru text not null,
      description_en text not null,
      region_id integer not null references regions (id),
      country_id integer not null references countries (id),
      lat double precision not null,
      lon double precision not null,
      phone text
    )`,
    sql`create table news (
      id integer generated always as identity primary key,
      code text not null unique,
      poster text not null,
      title_tm text not null,
      title_ru text not null,
      title_en text not null,
      description_tm text not null,
      description_ru text not null,
      description_en text not null,
      views integer not null default 0,
      published_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index news_published_idx on news (published_at desc, id desc)`,
  ])
}
