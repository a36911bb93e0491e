import Type from 'typebox'
import { QueueFilterQuery } from '../db/queue-filter.js'
import type { PermitStatus } from '../db/schema.js'
import { IsoDate, Lines, RequiredLines } from '../http/schemas.js'
import type { Lang } from '../i18n/lang.js'
import { isToPay } from '../permits/permits.shared.js'
import type { OperatorPermitRow } from './permits.repository.js'
import { permitActions, ReviewActions } from './review-actions.js'
import { ReviewTimeline } from './review-timeline.js'

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

/** Who works a record now: the operator holding its claim. */
export const Claim = Type.Object(
  {
    operator: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
    claimed_at: Type.String({ format: 'date-time' }),
    mine: Type.Boolean({ description: 'Whether the caller holds it' }),
  },
  { description: 'The operator who claimed it; null when nobody has' },
)

export const OperatorPermit = Type.Object({
  id: Type.Integer(),
  status: StatusCode,
  status_name: Type.String({ description: 'The status in the request language' }),
  to_pay: Type.Boolean(),
  price: Nullable(Type.Number({ description: 'Manat' })),
  reason: Nullable(Type.String()),
  is_legal: Type.Boolean(),
  owner: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    corpname: Type.String({ description: 'The institution the account names in its profile' }),
    phone: Type.String(),
  }),
  filed_by: Nullable(
    Type.Integer({ description: "The account of the company's member who filed it (ADR 0109)" }),
  ),
  client: Type.String({ description: 'The company, or the full name of an individual' }),
  country: Type.Object({ id: Type.Integer(), name: Type.String(), names: Localized }),
  permit_type: Type.Object({
    id: Type.Integer(),
    number: Type.Integer(),
    name: Type.String(),
    names: Localized,
  }),
  type_of_cargo: Type.String(),
  container_number: Type.String(),
  departure_date: IsoDate,
  return_date: IsoDate,
  permit_description: Type.String(),
  driver: Type.String(),
  car_plate: Type.String(),
  trailer_plate: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time', description: 'When it was filed' }),
  updated_at: Type.String({ format: 'date-time' }),
  claim: Nullable(Claim),
  actions: ReviewActions,
})

export const OperatorPermitDetails = Type.Object({
  ...OperatorPermit.properties,
  timeline: ReviewTimeline,
})

export const OperatorPermitPage = Type.Object({
  permits: Type.Array(OperatorPermit),
  total: Type.Integer({ description: 'E-permits matching the filter' }),
  page: Type.Integer(),
  per_page: Type.Integer(),
  counts: Type.Array(Type.Object({ status: StatusCode, count: Type.Integer() }), {
    description: 'E-permits of each status under the same filter (its status aside)',
  }),
})

export const OperatorPermitQuery = Type.Object({
  status: Type.Optional(StatusCode),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  order: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('oldest')], {
      default: 'newest',
      description: 'oldest: the queue, the longest waiting first',
    }),
  ),
  country_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  permit_type_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  ...QueueFilterQuery,
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

export const PermitRefundBody = Type.Object(
  {
    reason: RequiredLines(2000, {
      description: 'Why; shown to the haulier and on the credit note',
    }),
  },
  { additionalProperties: false },
)

const names = (tm: string, ru: string, en: string) => ({ tm, ru, en })

export function operatorPermit(
  row: OperatorPermitRow,
  lang: Lang,
  statusName: string,
  operatorId: number,
) {
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
    owner: {
      id: row.owner_id,
      email: row.owner_email,
      name: row.owner_name,
      phone: row.owner_phone,
      corpname: row.owner_corpname,
    },
    filed_by: row.member_id,
    client: row.company_name ?? person.filter(Boolean).join(' '),
    country: {
      id: row.country_id,
      name: countryNames[lang] || row.country_ru,
      names: countryNames,
    },
    permit_type: {
      id: row.type_id,
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
    claim:
      row.claimant_id === null || row.claimed_at === null
        ? null
        : {
            operator: {
              id: row.claimant_id,
              name: row.claimant_name ?? '',
              email: row.claimant_email ?? '',
            },
            claimed_at: row.claimed_at.toISOString(),
            mine: row.claimant_id === operatorId,
          },
    actions: permitActions(row.status, row.claimant_id, operatorId),
  }
}
