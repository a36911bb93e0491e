import type { Insertable, Kysely } from 'kysely'
import type { Database, PermitStatus, PermitsTable } from '../db/schema.js'

/**
 * SQL of e-permits. Every read of a client's rows filters by the caller; the
 * operators' reads are the only ones that see all of them.
 */
export function permitsRepository(db: Kysely<Database>) {
  return {
    async countryExists(id: number) {
      const row = await db
        .selectFrom('countries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      return row !== undefined
    },

    async permitType(number: number) {
      return db
        .selectFrom('permit_types')
        .select(['id', 'number', 'price'])
        .where('number', '=', number)
        .executeTakeFirst()
    },

    async insert(permit: Insertable<PermitsTable>) {
      return db.insertInto('permits').values(permit).returning('id').executeTakeFirstOrThrow()
    },

    /** The caller's e-permits, newest first, with the country's names. */
    async listOf(userId: number) {
      return db
        .selectFrom('permits as permit')
        .innerJoin('countries as country', 'country.id', 'permit.country_id')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .select([
          'permit.id',
          'permit.is_legal',
          'permit.country_id',
          'country.name_tm',
          'country.name_ru',
          'country.name_en',
          'type.number as permit_type',
          'permit.type_of_cargo',
          'permit.container_number',
          'permit.permit_description',
          'permit.driver_id',
          'permit.car_id',
          'permit.trailer_id',
          'permit.departure_date',
          'permit.return_date',
          'permit.status',
          'permit.price',
          'permit.reason',
          'permit.created_at',
        ])
        .where('permit.user_id', '=', userId)
        .orderBy('permit.created_at', 'desc')
        .orderBy('permit.id', 'desc')
        .execute()
    },

    /**
     * The outcome of the caller's latest payment not told yet, cleared as it is read (call it in a
     * transaction: the rows are locked so two lists at once tell it once).
     */
    async takePaymentNotice(userId: number) {
      const unread = await db
        .selectFrom('permits')
        .select(['id', 'payment_notice'])
        .where('user_id', '=', userId)
        .where('payment_notice', 'is not', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .forUpdate()
        .execute()
      if (unread.length === 0) return undefined
      await db
        .updateTable('permits')
        .set({ payment_notice: null })
        .where(
          'id',
          'in',
          unread.map((row) => row.id),
        )
        .execute()
      return unread[0]?.payment_notice ?? undefined
    },

    /** One e-permit locked for a change of status; `userId` limits it to its owner. */
    async lockForChange(id: number, userId?: number) {
      let query = db
        .selectFrom('permits as permit')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .select([
          'permit.id',
          'permit.user_id',
          'permit.status',
          'permit.price',
          'type.price as type_price',
        ])
        .where('permit.id', '=', id)
      if (userId !== undefined) query = query.where('permit.user_id', '=', userId)
      return query.forUpdate('permit').executeTakeFirst()
    },

    async setStatus(
      id: number,
      change: {
        status: PermitStatus
        price?: number
        reason?: string | null
        payment_notice?: 'success' | 'failure' | null
      },
    ) {
      await db
        .updateTable('permits')
        .set({ ...change, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },

    async setPaymentNotice(id: number, notice: 'success' | 'failure') {
      await db
        .updateTable('permits')
        .set({ payment_notice: notice, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },
  }
}

export type PermitsRepository = ReturnType<typeof permitsRepository>
