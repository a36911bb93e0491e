import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * A version of each client's fleet (drivers, their licence categories, cars and trailers), moved
 * on by triggers in the transaction of every write to those tables, whoever makes it: the lists'
 * ETags name it (fleet/fleet-versions.ts, ADR 0071), so no write path can leave a tag unchanged.
 *
 * The fleet's own transactions move it first as well (`fleetWrite`): one owner's writes then take
 * this row's lock before any other, always in the same order, and cannot deadlock on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table fleet_versions (
      user_id integer primary key references users (id) on delete cascade,
      version bigint not null
    )`,
    sql`create function bump_fleet_version(owner integer) returns void language sql as $$
      insert into fleet_versions (user_id, version) values (owner, 1)
      on conflict (user_id) do update set version = fleet_versions.version + 1
    $$`,
    // drivers and transports name their owner.
    sql`create function fleet_row_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform bump_fleet_version(new.user_id);
        elsif tg_op = 'DELETE' then
          perform bump_fleet_version(old.user_id);
        else
          perform bump_fleet_version(old.user_id);
          if new.user_id <> old.user_id then
            perform bump_fleet_version(new.user_id);
          end if;
        end if;
        return null;
      end
    $$`,
    // A driver's licence categories name the driver, whose owner it is.
    sql`create function driver_categories_changed() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform bump_fleet_version(user_id) from drivers where id = old.driver_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          perform bump_fleet_version(user_id) from drivers where id = new.driver_id;
        end if;
        return null;
      end
    $$`,
    sql`create trigger drivers_fleet_version after insert or update or delete on drivers
      for each row execute function fleet_row_changed()`,
    sql`create trigger transports_fleet_version after insert or update or delete on transports
      for each row execute function fleet_row_changed()`,
    sql`create trigger driver_categories_fleet_version
      after insert or update or delete on driver_license_categories
      for each row execute function driver_categories_changed()`,
  ])
}
