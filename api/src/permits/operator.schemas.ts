import Type from 'typebox'
import type { PermitStatus } from '../db/schema.js'
import { IsoDate, Lines } from '../http/schemas.js'
import type { Lang } from '../i18n/lang.js'
import type { OperatorPermitRow } from './operator.repository.js'
import { isToPay } from './permit-status.js'

export const OPERATOR_PERMITS_PER_PAGE = 50

const Localized = Type.Object({ tm: Type.String(), ru: Type.String(), en: Type.String() })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const StatusCode = Type.Unsafe<PermitStatus>({
  type: 'integer',
  minimum: 1,
  maximum: 6,
  description: '1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected',
})

export const OperatorPermit = Type.Object({
  id: Type.Integer(),
  status: StatusCode,
  status_name: Type.String({ description: 'The status in the request language' }),
  to_pay: Type.Boolean(),
  price: Nullable(Type.Number({ description: 'Manat' })),
  reason: Nullable(Type.String()),
  is_legal: Type.Boolean(),
  owner: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
  client: Type.String({ description: 'The company, or the full name of an individual' }),
  country: Type.Object({ id: Type.Integer(), name: Type.String(), names: Localized }),
  permit_type: Type.Object({ number: Type.Integer(), name: Type.String(), names: Localized }),
  type_of_cargo: Type.String(),
  container_number: Type.String(),
  departure_date: IsoDate,
  return_date: IsoDate,
  permit_description: Type.String(),
  driver: Type.String(),
  car_plate: Type.String(),
  trailer_plate: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export const OperatorPermitPage = Type.Object({
  permits: Type.Array(OperatorPermit),
  total: Type.Integer({ description: 'E-permits matching the filter' }),
  page: Type.Integer(),
  per_page: Type.Integer(),
})

export const OperatorPermitQuery = Type.Object({
  status: Type.Optional(StatusCode),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
})

export const PermitMoveBody = Type.Object({
  status: StatusCode,
  price: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 1_000_000,
      description: "Manat; to move to 3 (to pay). Without it, the permit type's price",
    }),
  ),
  reason: Type.Optional(Lines(2000, { description: 'Required to move to 6 (rejected)' })),
})

const names = (tm: string, ru: string, en: string) => ({ tm, ru, en })

export function operatorPermit(row: OperatorPermitRow, lang: Lang, statusName: string) {
  const countryNames = names(row.country_tm, row.country_ru, row.country_en)
  const typeNames = names(row.type_tm, row.type_ru, row.type_en)
  const person = [row.client_surname, row.client_name, row.client_patronymic]
  return {
    id: row.id,
    status: row.status,
    status_name: statusName,
    to_pay: isToPay(row.status),
    price: row.price,
    reason: row.reason,
    is_legal: row.is_legal,
    owner: { id: row.owner_id, email: row.owner_email, name: row.owner_name },
    client: row.company_name ?? person.filter(Boolean).join(' '),
    country: {
      id: row.country_id,
      name: countryNames[lang] || row.country_ru,
      names: countryNames,
    },
    permit_type: {
      number: row.type_number,
      name: typeNames[lang] || row.type_ru,
      names: typeNames,
    },
    type_of_cargo: row.type_of_cargo,
    container_number: row.container_number,
    departure_date: row.departure_date,
    return_date: row.return_date,
    permit_description: row.permit_description,
    driver: `${row.driver_name} ${row.driver_surname}`,
    car_plate: row.car_plate,
    trailer_plate: row.trailer_plate,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}
