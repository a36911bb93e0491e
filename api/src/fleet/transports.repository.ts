import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { plateKey } from '../plates/plates.js'
import type { Owner } from './drivers.repository.js'
import { fleetVersionColumn } from './fleet-versions.repository.js'

/**
 * A stored plate without its spaces and hyphens, the key of `transports_plate_idx` (migration
 * 006): written exactly as there, so the index answers the check.
 */
const STORED_PLATE_KEY = sql<string>`translate(plate_number, ' -', '')`

export interface TransportFields {
  brand_id: number
  plate_number: string
  card_number: string
  card_start_date: string
  driver_id: number | null
}

/** Cars (is_transport) and trailers of a client. Every query names the owner; deleted rows are invisible. */
export function transportsRepository(db: Db) {
  const live = (userId: number) =>
    db
      .selectFrom('transports')
      .innerJoin('brands', 'brands.id', 'transports.brand_id')
      .where('transports.user_id', '=', userId)
      .where('transports.deleted_at', 'is', null)

  const vehicleColumns = [
    'transports.id',
    'transports.plate_number',
    'transports.brand_id',
    'brands.title as brand',
    'transports.is_transport',
    'transports.driver_id',
  ] as const

  return {
    /** Cars and trailers of one kind, newest first, in one query. */
    vehicles({ userId, isLegal }: Owner) {
      return live(userId)
        .select(vehicleColumns)
        .where('transports.is_legal', '=', isLegal)
        .orderBy('transports.created_at', 'desc')
        .orderBy('transports.id', 'desc')
        .execute()
    },

    /** Which of `ids` are the owner's live vehicles of that kind, and whether each is a car. */
    async liveOfKind({ userId, isLegal }: Owner, ids: number[]) {
      if (ids.length === 0) return []
      return live(userId)
        .select(['transports.id', 'transports.is_transport'])
        .where('transports.is_legal', '=', isLegal)
        .where('transports.id', 'in', ids)
        .execute()
    },

    /** The cars and trailers `driverId` drives, with their registration cards. */
    linkedTo(userId: number, driverId: number) {
      return live(userId)
        .select([...vehicleColumns, 'transports.card_number', 'transports.card_start_date'])
        .where('transports.driver_id', '=', driverId)
        .orderBy('transports.plate_number')
        .execute()
    },

    /** Cars or trailers of one kind, newest first, each row with the fleet's version. */
    list({ userId, isLegal }: Owner, isCar: boolean) {
      return live(userId)
        .select([
          'transports.id',
          'brands.title as brand',
          'transports.brand_id',
          'transports.plate_number',
          'transports.card_number',
          'transports.card_start_date',
          'transports.driver_id',
        ])
        .select(fleetVersionColumn(userId))
        .where('transports.is_legal', '=', isLegal)
        .where('transports.is_transport', '=', isCar)
        .orderBy('transports.created_at', 'desc')
        .orderBy('transports.id', 'desc')
        .execute()
    },

    find(userId: number, id: number) {
      return live(userId)
        .leftJoin('drivers', (join) =>
          join
            .onRef('drivers.id', '=', 'transports.driver_id')
            .on('drivers.deleted_at', 'is', null),
        )
        .select([
          'transports.id',
          'transports.plate_number',
          'transports.brand_id',
          'brands.title as brand_title',
          'transports.card_number',
          'transports.card_start_date',
          'transports.driver_id',
          'drivers.name as driver_name',
          'drivers.surname as driver_surname',
          'transports.is_transport',
          'transports.is_legal',
        ])
        .where('transports.id', '=', id)
        .executeTakeFirst()
    },

    /** Which of `ids` are the owner's live cars or trailers of that kind. */
    async ownIds({ userId, isLegal }: Owner, ids: number[]) {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('transports')
        .select('id')
        .where('user_id', '=', userId)
        .where('is_legal', '=', isLegal)
        .where('deleted_at', 'is', null)
        .where('id', 'in', ids)
        .execute()
      return rows.map((row) => row.id)
    },

    /** Whether another live vehicle of the owner has a plate that reads as `plate`. */
    async plateTaken(userId: number, plate: string, exceptId?: number) {
      let query = db
        .selectFrom('transports')
        .select('id')
        .where('user_id', '=', userId)
        .where(STORED_PLATE_KEY, '=', plateKey(plate))
        .where('deleted_at', 'is', null)
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },

    async create(owner: Owner & { isCar: boolean }, fields: TransportFields) {
      const row = await db
        .insertInto('transports')
        .values({
          ...fields,
          user_id: owner.userId,
          member_id: owner.memberId ?? owner.userId,
          is_legal: owner.isLegal,
          is_transport: owner.isCar,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async update(userId: number, id: number, fields: TransportFields, memberId = userId) {
      const row = await db
        .updateTable('transports')
        .set({ ...fields, member_id: memberId, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },

    /** Soft delete: e-permits issued for the vehicle keep naming it; it is driven by nobody now. */
    async softDelete(userId: number, id: number, memberId = userId) {
      const row = await db
        .updateTable('transports')
        .set({
          deleted_at: new Date(),
          updated_at: new Date(),
          driver_id: null,
          member_id: memberId,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },

    /**
     * Makes `driverId` the driver of exactly `ids` among the owner's vehicles of that kind: the
     * listed ones move to it (from whichever driver had them), its others are let go. Answers
     * the ids actually linked, so a vehicle deleted meanwhile is noticed, and the vehicles it
     * took from another driver, with that driver (read in the same transaction, before the move).
     */
    async setDriverLinks({ userId, isLegal }: Owner, driverId: number, ids: number[]) {
      const moved =
        ids.length === 0
          ? []
          : await db
              .selectFrom('transports')
              .select(['id', 'is_transport', 'driver_id as previous_driver_id'])
              .where('user_id', '=', userId)
              .where('is_legal', '=', isLegal)
              .where('deleted_at', 'is', null)
              .where('id', 'in', ids)
              .where('driver_id', 'is not', null)
              .where('driver_id', '<>', driverId)
              .orderBy('id')
              .forUpdate()
              .execute()
      let release = db
        .updateTable('transports')
        .set({ driver_id: null, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('driver_id', '=', driverId)
      if (ids.length > 0) release = release.where('id', 'not in', ids)
      await release.execute()
      if (ids.length === 0) return { linked: [], moved: [] }
      const linked = await db
        .updateTable('transports')
        .set({ driver_id: driverId, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('is_legal', '=', isLegal)
        .where('deleted_at', 'is', null)
        .where('id', 'in', ids)
        .returning('id')
        .execute()
      return {
        linked: linked.map((row) => row.id),
        moved: moved.map((row) => ({ ...row, previous_driver_id: Number(row.previous_driver_id) })),
      }
    },

    async releaseDriver(userId: number, driverId: number) {
      await db
        .updateTable('transports')
        .set({ driver_id: null, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('driver_id', '=', driverId)
        .execute()
    },
  }
}

/** Car and trailer brands, the reference list the transport form chooses from. */
export function brandsRepository(db: Db) {
  return {
    all() {
      return db.selectFrom('brands').select(['id', 'title', 'kind']).orderBy('title').execute()
    },

    find(id: number) {
      return db.selectFrom('brands').select(['id', 'kind']).where('id', '=', id).executeTakeFirst()
    },
  }
}
