import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * The haulier cabinet: client profiles (individual and legal) with their files and deposit,
 * drivers, cars and trailers, e-permits and their payments, loading/unloading permissions,
 * online applications, and the append-only history of every change of status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // An uploaded file: the bytes live under DATA_DIR/uploads by content hash; a row per upload
    // says whose it is, so one owner's download right never reaches another's identical bytes.
    sql`create table files (
      id integer generated always as identity primary key,
      owner_id integer not null references users (id),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      size integer not null check (size >= 0),
      mime text not null,
      original_name text not null default '',
      created_at timestamptz not null default now()
    )`,
    sql`create index files_owner_idx on files (owner_id)`,
    sql`create index files_sha256_idx on files (sha256)`,

    sql`create table client_profiles (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      is_legal boolean not null,
      region_id integer not null references regions (id),
      city_id integer not null references cities (id),
      phone text not null,
      email text not null,
      license_number text not null,
      license_expire_date date not null,
      -- individual
      surname text,
      name text,
      patronymic text,
      patent_number text,
      patent_expire_date date,
      -- legal entity
      company_name text,
      address text,
      yegrpo_number text,
      yegrpo_expire_date date,
      certificate_number text,
      bank_details text,
      account_number text,
      -- the deposit in manat; null until the enterprise opens one
      balance numeric(14, 2),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, is_legal)
    )`,
    sql`create table client_profile_license_types (
      profile_id integer not null references client_profiles (id) on delete cascade,
      license_type_id integer not null references license_types (id),
      primary key (profile_id, license_type_id)
    )`,
    // type: legal 1 licence, 2 certificate, 3 state register extract; individual 0 patent, 1 licence
    sql`create table client_profile_files (
      profile_id integer not null references client_profiles (id) on delete cascade,
      type smallint not null check (type between 0 and 3),
      file_id integer not null references files (id),
      primary key (profile_id, type)
    )`,

    // Drivers and transports are kept when deleted (deleted_at), so e-permits keep naming them.
    sql`create table drivers (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      is_legal boolean not null,
      name text not null,
      surname text not null,
      patronymic text not null,
      driving_license_number text not null,
      driving_license_expired_date date not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`,
    sql`create index drivers_owner_idx on drivers (user_id, is_legal) where deleted_at is null`,
    sql`create table driver_license_categories (
      driver_id integer not null references drivers (id) on delete cascade,
      category_id integer not null references driving_license_categories (id),
      primary key (driver_id, category_id)
    )`,

    // A car (is_transport true) or a trailer (false), driven by at most one of the owner's drivers.
    sql`create table transports (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      is_legal boolean not null,
      is_transport boolean not null,
      brand_id integer not null references brands (id),
      plate_number text not null,
      card_number text not null,
      card_start_date date not null,
      driver_id integer references drivers (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`,
    sql`create index transports_owner_idx on transports (user_id, is_legal, is_transport)
      where deleted_at is null`,
    sql`create index transports_driver_idx on transports (driver_id) where deleted_at is null`,
    // One live row per plate and owner (plates are stored normalised: trimmed, upper case).
    sql`create unique index transports_plate_idx on transports (user_id, plate_number)
      where deleted_at is null`,

    // status: 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected
    sql`create table permits (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      is_legal boolean not null,
      client_profile_id integer not null references client_profiles (id),
      country_id integer not null references countries (id),
      permit_type_id integer not null references permit_types (id),
      type_of_cargo text not null,
      container_number text not null,
      departure_date date not null,
      return_date date not null,
      driver_id integer not null references drivers (id),
      car_id integer not null references transports (id),
      trailer_id integer references transports (id),
      permit_description text not null default '',
      status smallint not null default 1 check (status between 1 and 6),
      price numeric(14, 2),
      reason text,
      -- the outcome of the last payment, told once by the next list answer
      payment_notice text check (payment_notice in ('success', 'failure')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (return_date >= departure_date),
      check (status <> 3 or price is not null)
    )`,
    sql`create index permits_owner_idx on permits (user_id, created_at desc)`,
    sql`create index permits_status_idx on permits (status, created_at)`,

    sql`create table payments (
      id integer generated always as identity primary key,
      permit_id integer not null references permits (id),
      user_id integer not null references users (id),
      provider text not null,
      -- what the provider knows the payment by (random; the return is verified, not trusted)
      reference text not null unique,
      amount numeric(14, 2) not null check (amount > 0),
      currency text not null default 'TMT',
      status text not null default 'pending'
        check (status in ('pending', 'paid', 'declined', 'superseded')),
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`,
    sql`create index payments_permit_idx on payments (permit_id)`,
    // A permit is paid once, whatever the provider says twice.
    sql`create unique index payments_one_paid_idx on payments (permit_id) where status = 'paid'`,

    // Loading (kind 2) and unloading (kind 3) permissions; status 0 pending, 1 accepted,
    // 2 declined, 3 canceled. Field names are the enterprise's own.
    sql`create table cargo_permissions (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      kind smallint not null check (kind in (2, 3)),
      razresheniye_no text not null,
      gos_prinad text not null,
      marka text not null,
      gos_nomer text not null,
      woditel_fio text not null,
      punkt_pog text not null,
      punkt_wyg text not null,
      marshrut text not null,
      gruz text not null,
      prinad text not null,
      zayawitel text not null,
      mesto_wydachi text not null,
      cmr_no text not null,
      valid_until date not null,
      status smallint not null default 0 check (status between 0 and 3),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index cargo_permissions_owner_idx on cargo_permissions (user_id, created_at desc)`,

    sql`create table online_applications (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      corpname text not null,
      cmr_number text not null,
      permission_number text not null,
      fullname text not null,
      phone text not null,
      email text not null,
      director_fullname text not null,
      yuztutma_file_id integer references files (id),
      ygtyyarnama_file_id integer references files (id),
      dowlet_sanaw_file_id integer not null references files (id),
      status smallint not null default 0 check (status between 0 and 3),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index online_applications_owner_idx on online_applications (user_id, created_at desc)`,

    // Every change of status, of e-permits, payments and requests alike: who, when, from, to, why.
    sql`create table status_changes (
      id integer generated always as identity primary key,
      subject text not null
        check (subject in ('permit', 'payment', 'online_application', 'cargo_permission')),
      subject_id integer not null,
      owner_id integer not null references users (id),
      actor_id integer references users (id),
      actor_role text not null check (actor_role in ('client', 'operator', 'payment_provider')),
      from_status text,
      to_status text not null,
      reason text,
      created_at timestamptz not null default now()
    )`,
    sql`create index status_changes_subject_idx on status_changes (subject, subject_id, id)`,
    sql`create function status_changes_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'status_changes is append-only';
      end
    $$`,
    sql`create trigger status_changes_no_update before update or delete on status_changes
      for each row execute function status_changes_append_only()`,
    sql`create trigger status_changes_no_truncate before truncate on status_changes
      for each statement execute function status_changes_append_only()`,
  ])
}
