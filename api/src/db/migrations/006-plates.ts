import { type Kysely, sql } from 'kysely'
import { normalizePlate, plateKey } from '../../plates/plates.js'
import { runStatements } from './run-statements.js'

interface PlateRow {
  id: number
  user_id: number
  plate_number: string
  deleted_at: Date | null
}

/**
 * Plates that look alike are one plate (plates/plates.ts). Stored plates of cars, trailers and
 * loading/unloading permissions are rewritten in that form, and the owner's live vehicles are
 * kept unique by the plate's key (without spaces and hyphens), not its spelling.
 *
 * Two live vehicles of one owner that turn out to be one plate cannot both stay: the oldest keeps
 * it, the later ones are deleted softly as their owner would delete them (rows kept, e-permits
 * issued for them still name them, no driver).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists transports_plate_idx`.execute(db)
  const rows = await sql<PlateRow>`
    select id, user_id, plate_number, deleted_at from transports order by id`.execute(db)
  const kept = new Set<string>()
  for (const row of rows.rows) {
    const plate = normalizePlate(row.plate_number)
    const owned = `${row.user_id}:${plateKey(plate)}`
    const duplicate = row.deleted_at === null && kept.has(owned)
    if (row.deleted_at === null) kept.add(owned)
    if (duplicate) {
      await sql`update transports set plate_number = ${plate}, deleted_at = now(),
        updated_at = now(), driver_id = null where id = ${row.id}`.execute(db)
    } else if (plate !== row.plate_number) {
      await sql`update transports set plate_number = ${plate} where id = ${row.id}`.execute(db)
    }
  }
  const permissions = await sql<{ id: number; gos_nomer: string }>`
    select id, gos_nomer from cargo_permissions`.execute(db)
  for (const row of permissions.rows) {
    const plate = normalizePlate(row.gos_nomer)
    if (plate !== row.gos_nomer) {
      await sql`update cargo_permissions set gos_nomer = ${plate} where id = ${row.id}`.execute(db)
    }
  }
  await runStatements(db, [
    // translate() drops the spaces and hyphens, as plateKey does.
    sql`create unique index transports_plate_idx
      on transports (user_id, (translate(plate_number, ' -', '')))
      where deleted_at is null`,
  ])
}
