import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { fleetVersionColumn } from './fleet-versions.repository.js'

export interface DriverFields {
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: string
}

export interface Owner {
  userId: number
  isLegal: boolean
  /** The company's member who writes (ADR 0103); the company's own account when not named */
  memberId?: number
}

/** Who removes a row of the fleet: the company, and its member who does it (ADR 0103). */
export interface FleetWriter {
  userId: number
  memberId: number
}

const DRIVER_COLUMNS = [
  'id',
  'name',
  'surname',
  'patronymic',
  'driving_license_number',
  'driving_license_expired_date',
  'is_legal',
] as const

/** Drivers of a client. Every query names the owner; deleted drivers are invisible. */
export function driversRepository(db: Db) {
  const live = (userId: number) =>
    db.selectFrom('drivers').where('user_id', '=', userId).where('deleted_at', 'is', null)

  return {
    list({ userId, isLegal }: Owner) {
      return live(userId)
        .select(DRIVER_COLUMNS)
        .where('is_legal', '=', isLegal)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },

    /**
     * The owner's drivers of one kind with their licence categories' ids (in the categories'
     * order), newest first, each row with the fleet's version: one query, however many drivers.
     */
    listWithCategories({ userId, isLegal }: Owner) {
      return live(userId)
        .select(DRIVER_COLUMNS)
        .select(fleetVersionColumn(userId))
        .select(
          sql<number[]>`coalesce((
            select array_agg(category.id order by category.position)
            from driver_license_categories as link
            join driving_license_categories as category on category.id = link.category_id
            where link.driver_id = drivers.id
          ), '{}')`.as('categoryIds'),
        )
        .where('is_legal', '=', isLegal)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },

    /** The owner's live drivers of one kind by name, as the e-permit form lists them. */
    names({ userId, isLegal }: Owner) {
      return live(userId)
        .select(['id', 'name', 'surname', 'patronymic'])
        .where('is_legal', '=', isLegal)
        .orderBy('surname')
        .orderBy('name')
        .orderBy('id')
        .execute()
    },

    find(userId: number, id: number) {
      return live(userId).select(DRIVER_COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    /** Which of `ids` are the owner's live drivers of that kind. */
    async ownIds({ userId, isLegal }: Owner, ids: number[]) {
      if (ids.length === 0) return []
      const rows = await live(userId)
        .select('id')
        .where('is_legal', '=', isLegal)
        .where('id', 'in', ids)
        .execute()
      return rows.map((row) => row.id)
    },

    /**
     * Within a transaction: whether `id` is the owner's live driver of that kind, holding it so
     * that it cannot be deleted before the transaction links a vehicle to it.
     */
    async lockOwn({ userId, isLegal }: Owner, id: number) {
      const row = await live(userId)
        .select('id')
        .where('is_legal', '=', isLegal)
        .where('id', '=', id)
        .forShare()
        .executeTakeFirst()
      return row !== undefined
    },

    async create({ userId, isLegal, memberId = userId }: Owner, fields: DriverFields) {
      const row = await db
        .insertInto('drivers')
        .values({ ...fields, user_id: userId, is_legal: isLegal, member_id: memberId })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async update(userId: number, id: number, fields: DriverFields, memberId = userId) {
      const result = await db
        .updateTable('drivers')
        .set({ ...fields, member_id: memberId, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return result !== undefined
    },

    /** Soft delete: e-permits issued for the driver keep naming it. */
    async softDelete(userId: number, id: number, memberId = userId) {
      const result = await db
        .updateTable('drivers')
        .set({ deleted_at: new Date(), updated_at: new Date(), member_id: memberId })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return result !== undefined
    },

    categoriesOf(driverId: number) {
      return db
        .selectFrom('driver_license_categories as link')
        .innerJoin('driving_license_categories as category', 'category.id', 'link.category_id')
        .select(['category.id', 'category.name'])
        .where('link.driver_id', '=', driverId)
        .orderBy('category.position')
        .execute()
    },

    async replaceCategories(driverId: number, categoryIds: number[]) {
      await db.deleteFrom('driver_license_categories').where('driver_id', '=', driverId).execute()
      if (categoryIds.length === 0) return
      await db
        .insertInto('driver_license_categories')
        .values(categoryIds.map((category_id) => ({ driver_id: driverId, category_id })))
        .execute()
    },
  }
}

/** The driving licence categories, the reference list the driver form chooses from. */
export function drivingCategoriesRepository(db: Db) {
  return {
    all() {
      return db
        .selectFrom('driving_license_categories')
        .select(['id', 'code', 'name', 'description_tm', 'description_ru', 'description_en'])
        .orderBy('position')
        .execute()
    },

    async existingIds(ids: number[]) {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('driving_license_categories')
        .select('id')
        .where('id', 'in', ids)
        .execute()
      return rows.map((row) => row.id)
    },
  }
}
