import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * The issued e-permit as a document (permit-documents/): the signed credential and what the PDF
 * prints, kept as it was at issue; the serial counters of the protocol's permit ids; and the
 * public keys that ever signed a credential, so a key's rotation keeps older credentials verifying.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table permit_signing_keys (
      kid text primary key,
      public_jwk jsonb not null,
      created_at timestamptz not null default now()
    )`,
    // One counter per verifier country, year and type, as the protocol numbers its quotas.
    sql`create table permit_document_serials (
      issued_for text not null,
      year integer not null,
      type_number integer not null,
      last_serial integer not null,
      primary key (issued_for, year, type_number)
    )`,
    sql`create table permit_documents (
      permit_id integer primary key references permits (id),
      number text not null unique,
      issuer text not null,
      issued_for text not null,
      year integer not null,
      type_number integer not null,
      serial integer not null,
      kid text not null references permit_signing_keys (kid),
      credential text not null,
      haulier text not null,
      driver text not null,
      car_plate text not null,
      trailer_plate text,
      cargo text not null,
      container_number text not null,
      country_tm text not null,
      country_ru text not null,
      country_en text not null,
      type_tm text not null,
      type_ru text not null,
      type_en text not null,
      departure_date date not null,
      return_date date not null,
      issued_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_by integer references users (id),
      revoke_reason text,
      unique (issued_for, year, type_number, serial),
      check ((revoked_at is null) = (revoked_by is null))
    )`,
  ])
}
