import type { Kysely } from 'kysely'
import type { Database, PermitStatus } from '../db/schema.js'

/** E-permits as operators read them: all owners, newest first, a page at a time. */
export function operatorPermitsRepository(db: Kysely<Database>) {
  const base = (filter: { status?: PermitStatus; id?: number }) => {
    let query = db.selectFrom('permits as permit')
    if (filter.status !== undefined) query = query.where('permit.status', '=', filter.status)
    if (filter.id !== undefined) query = query.where('permit.id', '=', filter.id)
    return query
  }

  return {
    async count(status?: PermitStatus) {
      const row = await base({ status })
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    async page(options: { status?: PermitStatus; id?: number; offset: number; limit: number }) {
      return base(options)
        .innerJoin('users as owner', 'owner.id', 'permit.user_id')
        .innerJoin('client_profiles as client', 'client.id', 'permit.client_profile_id')
        .innerJoin('countries as country', 'country.id', 'permit.country_id')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .innerJoin('drivers as driver', 'driver.id', 'permit.driver_id')
        .innerJoin('transports as car', 'car.id', 'permit.car_id')
        .leftJoin('transports as trailer', 'trailer.id', 'permit.trailer_id')
        .select([
          'permit.id',
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
          'owner.id as owner_id',
          'owner.email as owner_email',
          'owner.name as owner_name',
          'client.company_name',
          'client.surname as client_surname',
          'client.name as client_name',
          'client.patronymic as client_patronymic',
          'country.id as country_id',
          'country.name_tm as country_tm',
          'country.name_ru as country_ru',
          'country.name_en as country_en',
          'type.number as type_number',
          'type.name_tm as type_tm',
          'type.name_ru as type_ru',
          'type.name_en as type_en',
          'driver.name as driver_name',
          'driver.surname as driver_surname',
          'car.plate_number as car_plate',
          'trailer.plate_number as trailer_plate',
        ])
        .orderBy('permit.created_at', 'desc')
        .orderBy('permit.id', 'desc')
        .offset(options.offset)
        .limit(options.limit)
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
