import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  sql,
} from 'kysely'
import { containsPattern, type QueueFilter, queueCondition } from '../db/queue-filter.js'
import type {
  Database,
  DriverSnapshot,
  PaymentNotice,
  PermitStatus,
  PermitsTable,
  VehicleSnapshot,
} from '../db/schema.js'
import { type CountryValue, idOf } from './schemas.js'

/** A new permit's row; the repository takes the snapshots of what it names itself. */
export type NewPermit = Omit<
  Insertable<PermitsTable>,
  'driver_snapshot' | 'car_snapshot' | 'trailer_snapshot'
>

/** A driver as it is now, shaped as `permits.driver_snapshot` keeps it (migration 008). */
const driverSnapshot = (driverId: number) => sql<DriverSnapshot>`(
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
  from drivers driver where driver.id = ${driverId})`

/** A car or trailer as it is now, shaped as `permits.car_snapshot` keeps it. */
const vehicleSnapshot = (transportId: number) => sql<VehicleSnapshot>`(
  select jsonb_build_object(
    'id', vehicle.id,
    'brand_id', vehicle.brand_id,
    'brand', brand.title,
    'plate_number', vehicle.plate_number,
    'card_number', vehicle.card_number,
    'card_start_date', to_char(vehicle.card_start_date, 'YYYY-MM-DD'))
  from transports vehicle join brands brand on brand.id = vehicle.brand_id
  where vehicle.id = ${transportId})`

/** What narrows a client's e-permit list (their history's filter form). */
export interface PermitListFilter extends Pick<QueueFilter, 'filed_from' | 'filed_to'> {
  status?: PermitStatus
  country_id?: number
  /** The e-permit's number, or part of its type of cargo. */
  q?: string
}

/** The filter's conditions on `permits as permit`: true when it names nothing. */
function filterCondition(
  eb: ExpressionBuilder<{ permit: PermitsTable }, 'permit'>,
  filter: PermitListFilter,
) {
  const { filed_from, filed_to } = filter
  const conditions: Expression<SqlBool>[] = [
    queueCondition({ filed_from, filed_to }, 'permit.created_at'),
  ]
  if (filter.status !== undefined) conditions.push(eb('permit.status', '=', filter.status))
  if (filter.country_id !== undefined) {
    conditions.push(eb('permit.country_id', '=', filter.country_id))
  }
  const pattern = containsPattern(filter.q)
  if (pattern) {
    const text = filter.q?.trim() ?? ''
    // The number a haulier reads is the id; digits beyond an id's range match no id.
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1
    conditions.push(eb.or([eb('permit.id', '=', id), eb('permit.type_of_cargo', 'ilike', pattern)]))
  }
  return eb.and(conditions)
}

/**
 * SQL of e-permits. Every read of a client's rows filters by the caller; the
 * operators' reads are the only ones that see all of them.
 */
export function permitsRepository(db: Kysely<Database>) {
  return {
    /**
     * The country a request names, with its code: by id or row, or by its exact name in any of
     * our languages (the earlier web client sends the name it was listed); undefined when none, or
     * when a name is not one country's alone.
     */
    async country(country: CountryValue): Promise<{ id: number; code: string } | undefined> {
      const query = db.selectFrom('countries').select(['id', 'code'])
      if (typeof country !== 'string') {
        return await query.where('id', '=', idOf(country)).executeTakeFirst()
      }
      const name = country.trim()
      const rows = await query
        .where((eb) =>
          eb.or([eb('name_tm', '=', name), eb('name_ru', '=', name), eb('name_en', '=', name)]),
        )
        .limit(2)
        .execute()
      return rows.length === 1 ? rows[0] : undefined
    },

    async permitType(number: number) {
      return db
        .selectFrom('permit_types')
        .select(['id', 'number', 'price'])
        .where('number', '=', number)
        .executeTakeFirst()
    },

    /**
     * Files a permit with snapshots of its driver, car and trailer taken in the same statement, so
     * it names them as they were even after they are edited or deleted.
     */
    async insert(permit: NewPermit) {
      const trailer = permit.trailer_id ?? null
      return db
        .insertInto('permits')
        .values({
          ...permit,
          driver_snapshot: driverSnapshot(permit.driver_id),
          car_snapshot: vehicleSnapshot(permit.car_id),
          trailer_snapshot: trailer === null ? null : vehicleSnapshot(trailer),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    },

    /** A country's names, for a letter about a request to it. */
    countryNames(countryId: number) {
      return db
        .selectFrom('countries')
        .select(['name_tm', 'name_ru', 'name_en'])
        .where('id', '=', countryId)
        .executeTakeFirst()
    },

    /** The caller's e-permits, newest first, with the country's names: all, or one page. */
    async listOf(
      userId: number,
      page?: { page: number; size: number },
      filter: PermitListFilter = {},
    ) {
      let query = db
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
          'permit.driver_snapshot',
          'permit.car_snapshot',
          'permit.trailer_snapshot',
          'permit.last_payment_outcome',
          'permit.last_payment_at',
          'permit.created_at',
        ])
        .where('permit.user_id', '=', userId)
        .where((eb) => filterCondition(eb, filter))
        .orderBy('permit.created_at', 'desc')
        .orderBy('permit.id', 'desc')
      if (page) query = query.limit(page.size).offset((page.page - 1) * page.size)
      return query.execute()
    },

    /** How many e-permits the caller has (under the filter). */
    async countOf(userId: number, filter: PermitListFilter = {}) {
      const row = await db
        .selectFrom('permits as permit')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('permit.user_id', '=', userId)
        .where((eb) => filterCondition(eb, filter))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** The outcome of the caller's latest payment not told yet, left untold. */
    async peekPaymentNotice(userId: number) {
      const row = await db
        .selectFrom('permits')
        .select('payment_notice')
        .where('user_id', '=', userId)
        .where('payment_notice', 'is not', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      return row?.payment_notice ?? undefined
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
          'permit.member_id',
          'permit.status',
          'permit.price',
          'permit.claimed_by',
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
        /** The operator who now holds the permit; null ends a claim (the permit is settled). */
        claimed_by?: number | null
        claimed_at?: Date | null
      },
    ) {
      await db
        .updateTable('permits')
        .set({ ...change, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },

    /**
     * A completed payment's outcome: kept as the permit's last payment, and noted for the earlier
     * client's next list, which tells it once.
     */
    async recordPaymentOutcome(id: number, outcome: PaymentNotice, at: Date) {
      await db
        .updateTable('permits')
        .set({
          payment_notice: outcome,
          last_payment_outcome: outcome,
          last_payment_at: at,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute()
    },
  }
}

export type PermitsRepository = ReturnType<typeof permitsRepository>
