import type { Kysely } from 'kysely'
import { type QueueFilter, queueCondition } from '../db/queue-filter.js'
import type { Database, PermitStatus } from '../db/schema.js'

/** Which e-permits a list covers. */
export interface PermitScope extends QueueFilter {
  status?: PermitStatus
  id?: number
  country_id?: number
  permit_type_id?: number
}

/** E-permits as operators read them: all owners, a page at a time, newest or oldest first. */
export function operatorPermitsRepository(db: Kysely<Database>) {
  const base = (scope: PermitScope) => {
    let query = db
      .selectFrom('permits as permit')
      .innerJoin('users as owner', 'owner.id', 'permit.user_id')
      .where(queueCondition(scope, 'permit.created_at'))
    if (scope.id !== undefined) query = query.where('permit.id', '=', scope.id)
    if (scope.country_id !== undefined) {
      query = query.where('permit.country_id', '=', scope.country_id)
    }
    if (scope.permit_type_id !== undefined) {
      query = query.where('permit.permit_type_id', '=', scope.permit_type_id)
    }
    return query
  }
  const withStatus = (scope: PermitScope) =>
    scope.status === undefined ? base(scope) : base(scope).where('permit.status', '=', scope.status)

  return {
    async count(scope: PermitScope = {}) {
      const row = await withStatus(scope)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** How many e-permits each status holds under the filter (its `status` aside), in one query. */
    async countsByStatus(scope: PermitScope): Promise<Map<PermitStatus, number>> {
      const rows = await base(scope)
        .select(['permit.status', (eb) => eb.fn.countAll<number>().as('total')])
        .groupBy('permit.status')
        .execute()
      return new Map(rows.map((row) => [row.status, Number(row.total)]))
    },

    async page(
      scope: PermitScope & { offset: number; limit: number; order?: 'newest' | 'oldest' },
    ) {
      const direction = scope.order === 'oldest' ? 'asc' : 'desc'
      return withStatus(scope)
        .innerJoin('client_profiles as client', 'client.id', 'permit.client_profile_id')
        .innerJoin('countries as country', 'country.id', 'permit.country_id')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .innerJoin('drivers as driver', 'driver.id', 'permit.driver_id')
        .innerJoin('transports as car', 'car.id', 'permit.car_id')
        .leftJoin('transports as trailer', 'trailer.id', 'permit.trailer_id')
        .leftJoin('users as claimant', 'claimant.id', 'permit.claimed_by')
        .select([
          'permit.id',
          'permit.user_id',
          'permit.member_id',
          'permit.status',
          'permit.price',
          'permit.reason',
          'permit.is_legal',
          'permit.type_of_cargo',
          'permit.container_number',
          'permit.departure_date',
          'permit.return_date',
          'permit.permit_description',
          'permit.created_at',
          'permit.updated_at',
          'permit.claimed_at',
          'owner.id as owner_id',
          'owner.email as owner_email',
          'owner.name as owner_name',
          'owner.phone as owner_phone',
          'owner.corpname as owner_corpname',
          'client.company_name',
          'client.surname as client_surname',
          'client.name as client_name',
          'client.patronymic as client_patronymic',
          'country.id as country_id',
          'country.name_tm as country_tm',
          'country.name_ru as country_ru',
          'country.name_en as country_en',
          'type.id as type_id',
          'type.number as type_number',
          'type.name_tm as type_tm',
          'type.name_ru as type_ru',
          'type.name_en as type_en',
          'driver.name as driver_name',
          'driver.surname as driver_surname',
          'car.plate_number as car_plate',
          'trailer.plate_number as trailer_plate',
          'claimant.id as claimant_id',
          'claimant.name as claimant_name',
          'claimant.email as claimant_email',
        ])
        .orderBy('permit.created_at', direction)
        .orderBy('permit.id', direction)
        .offset(scope.offset)
        .limit(scope.limit)
        .execute()
    },

    async one(id: number) {
      const [row] = await this.page({ id, offset: 0, limit: 1 })
      return row
    },
  }
}

export type OperatorPermitRow = Awaited<
  ReturnType<ReturnType<typeof operatorPermitsRepository>['page']>
>[number]
