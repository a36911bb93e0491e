import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * What an e-permit keeps of itself (ADR 0060):
 * - the driver, car and trailer as they were when it was filed (`*_snapshot`), so a paid or
 *   issued permit still names them after the haulier edits or deletes them;
 * - the outcome and time of its last completed payment, read as often as wanted, beside the
 *   told-once `payment_notice` the earlier client reads.
 * Existing permits take their snapshots from the rows they name (deleted rows are kept) and their
 * last payment from the payments table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table permits
      add column driver_snapshot jsonb,
      add column car_snapshot jsonb,
      add column trailer_snapshot jsonb,
      add column last_payment_outcome text check (last_payment_outcome in ('success', 'failure')),
      add column last_payment_at timestamptz,
      add check ((last_payment_outcome is null) = (last_payment_at is null))`.execute(db)
  await fillPermitRecords(db)
  await runStatements(db, [
    sql`alter table permits
      alter column driver_snapshot set not null,
      alter column car_snapshot set not null,
      add check ((trailer_id is null) = (trailer_snapshot is null))`,
  ])
}

/** Snapshots and last payments of the stored permits, from the rows they name. */
export async function fillPermitRecords(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`update permits set driver_snapshot = (
      select jsonb_build_object(
        'id', driver.id,
        'name', driver.name,
        'surname', driver.surname,
        'patronymic', driver.patronymic,
        'driving_license_number', driver.driving_license_number,
        'driving_license_expired_date', to_char(driver.driving_license_expired_date, 'YYYY-MM-DD'),
        'driving_licence_categories', coalesce((
          select jsonb_agg(category.id order by category.position, category.id)
          from driver_license_categories link
          join driving_license_categories category on category.id = link.category_id
          where link.driver_id = driver.id), '[]'::jsonb))
      from drivers driver where driver.id = permits.driver_id)`,
    sql`update permits set car_snapshot = (
      select jsonb_build_object(
        'id', vehicle.id,
        'brand_id', vehicle.brand_id,
        'brand', brand.title,
        'plate_number', vehicle.plate_number,
        'card_number', vehicle.card_number,
        'card_start_date', to_char(vehicle.card_start_date, 'YYYY-MM-DD'))
      from transports vehicle join brands brand on brand.id = vehicle.brand_id
      where vehicle.id = permits.car_id)`,
    sql`update permits set trailer_snapshot = (
      select jsonb_build_object(
        'id', vehicle.id,
        'brand_id', vehicle.brand_id,
        'brand', brand.title,
        'plate_number', vehicle.plate_number,
        'card_number', vehicle.card_number,
        'card_start_date', to_char(vehicle.card_start_date, 'YYYY-MM-DD'))
      from transports vehicle join brands brand on brand.id = vehicle.brand_id
      where vehicle.id = permits.trailer_id)
      where trailer_id is not null`,
    sql`update permits set
      last_payment_outcome = case last.status when 'paid' then 'success' else 'failure' end,
      last_payment_at = last.completed_at
      from (
        select distinct on (permit_id) permit_id, status, completed_at
        from payments
        where status in ('paid', 'declined') and completed_at is not null
        order by permit_id, completed_at desc, id desc
      ) last
      where last.permit_id = permits.id`,
  ])
}
