import { sql } from 'kysely'
import type { Db } from '../db/database.js'

/**
 * Each client's fleet has a version (migration 010): triggers move it on in the transaction of
 * every write to the client's drivers, their licence categories, cars and trailers, whichever
 * route or program makes it. A fleet list's ETag names that version, so a client that holds a
 * list (the gateway, an app) asks again with If-None-Match and gets a 304 for the cost of the
 * session check and one lookup by key, until something in the fleet changed (ADR 0071).
 */
export function fleetVersionsRepository(db: Db) {
  return {
    async current(userId: number): Promise<number> {
      const row = await db
        .selectFrom('fleet_versions')
        .select('version')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      // A fleet not written since migration 010 has no row yet; its first write makes one.
      return row?.version ?? 0
    },

    async bump(userId: number) {
      await sql`select bump_fleet_version(${userId})`.execute(db)
    },
  }
}

/**
 * The owner's fleet version as a column of a list's own query: read in the same statement, so
 * from the same snapshot as the rows, and the tag names exactly the list that is sent.
 */
export const fleetVersionColumn = (userId: number) =>
  sql<number | null>`(select version from fleet_versions where user_id = ${userId})`.as(
    'fleet_version',
  )
