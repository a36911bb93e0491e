import Type, { type Static } from 'typebox'
import { ClientProfileSummary } from '../clients/clients.shared.js'
import { BodyFlag, EntityId, IsoDate, Line, Lines, RequiredText } from '../http/schemas.js'

/** E-permit payloads and answers, as the enterprise's earlier web client sends and reads them. */

const Names = {
  name_tm: Type.String(),
  name_ru: Type.String(),
  name_en: Type.String(),
}

/** A row picked from a list: its id, or the whole row as the earlier client sends it. */
const Picked = (description: string) =>
  Type.Union([EntityId, Type.Object({ id: EntityId })], { description })

export type PickedValue = number | { id: number }

export const idOf = (value: PickedValue): number => (typeof value === 'number' ? value : value.id)

/** A country as a request names it: its id, its row, or its name in one of our languages. */
export type CountryValue = PickedValue | string

const DriverSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  patronymic: Type.String(),
})

export const PermitReferenceData = Type.Object({
  client: Type.Union([ClientProfileSummary, Type.Array(Type.Never(), { maxItems: 0 })], {
    description:
      'The profile, or an empty list when the caller has none of that kind (the earlier client tests `client.length === 0` to ask for the data first)',
  }),
  drivers: Type.Array(DriverSummary),
  countries: Type.Array(Type.String(), {
    description:
      'Country names in the request language, in its alphabetical order: what the earlier web client lists, and sends back as `country`',
  }),
  country_rows: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String({ description: 'The name in the request language' }),
      name: Type.String({ description: 'The same, as other reference rows call it' }),
      ...Names,
    }),
    { description: 'The same countries, in the same order, with their ids and three names' },
  ),
  driving_licence_categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  brands: Type.Array(Type.String(), {
    description: 'Brand titles, as the earlier client lists them',
  }),
  brand_rows: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }), {
    description: 'The same brands, in the same order, with their ids',
  }),
  permit_types: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.Integer({ description: 'What a request sends as `permit_type`' }),
      name: Type.String(),
      ...Names,
      price: Type.Number({
        description: 'The usual price in manat; the operator sets the due one',
      }),
    }),
  ),
})

const PermitTransport = Type.Object({
  id: Type.Integer(),
  is_transport: Type.Boolean({ description: 'true: a car, false: a trailer' }),
  brand_id: Type.Integer(),
  brand: Type.String({ description: "The brand's title" }),
  plate_number: Type.String(),
  card_number: Type.String(),
  card_start_date: IsoDate,
})

export const DriverTransports = Type.Object({
  driver: Type.Object({
    ...DriverSummary.properties,
    is_legal: Type.Boolean(),
    driving_license_number: Type.String(),
    driving_license_expired_date: IsoDate,
    driving_licence_categories: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String() }),
    ),
  }),
  transports: Type.Array(PermitTransport, { description: "The driver's cars" }),
  trailers: Type.Array(PermitTransport, { description: "The driver's trailers" }),
})

export const PermitRequestBody = Type.Object({
  country: Type.Union([EntityId, Type.Object({ id: EntityId }), Line(100, { minLength: 1 })], {
    description:
      'The destination country: its id, its row, or its name as `countries` lists it (tm, ru or en)',
  }),
  type_of_cargo: RequiredText(300),
  container_number: Type.Integer({ minimum: 0, maximum: 1000 }),
  departure_date: IsoDate,
  return_date: IsoDate,
  is_legal: BodyFlag('1 for the legal-entity profile, 0 for the individual one'),
  client: Type.Optional(
    Type.Unknown({
      description:
        "The caller's profile of that kind (its id or the row); the server uses the caller's own either way",
    }),
  ),
  driver: Picked("One of the caller's drivers of that kind: its id, or the driver row"),
  transports: Type.Array(
    Type.Union([
      EntityId,
      Type.Object({ id: EntityId, is_transport: Type.Optional(Type.Unknown()) }),
    ]),
    {
      minItems: 1,
      maxItems: 2,
      description:
        'The car and the optional trailer: ids, or `{id, is_transport}` rows (which is which is read from the stored transport)',
    },
  ),
  permit_type: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      description:
        'The number of the type; left out (the earlier web client has no such choice): 1, bilateral',
    }),
  ),
  permit_description: Type.Optional(Lines(2000)),
})
export type PermitRequest = Static<typeof PermitRequestBody>

const PaymentOutcome = Type.Union([Type.Literal('success'), Type.Literal('failure')])

const VehicleAsRequested = (description: string) =>
  Type.Object(
    {
      id: Type.Integer(),
      brand_id: Type.Integer(),
      brand: Type.String({ description: "The brand's title" }),
      plate_number: Type.String(),
      card_number: Type.String(),
      card_start_date: IsoDate,
    },
    { description },
  )

export const PermitListItem = Type.Object({
  id: Type.Integer(),
  country: Type.String({ description: 'The country in the request language' }),
  country_id: Type.Integer(),
  permit_type: Type.Integer({ description: 'The number of the type' }),
  is_legal: Type.Boolean({
    description: 'Requested for the legal-entity profile (true) or the individual one',
  }),
  type_of_cargo: Type.String(),
  container_number: Type.Integer({ description: 'How many containers' }),
  permit_description: Type.String(),
  driver_id: Type.Integer({ description: 'The driver named (kept after the driver is removed)' }),
  car_id: Type.Integer({ description: 'The car named' }),
  trailer_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The trailer, if one was named',
  }),
  departureDate: IsoDate,
  returnDate: IsoDate,
  status: Type.Integer({
    minimum: 1,
    maximum: 6,
    description: '1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected',
  }),
  to_pay: Type.Boolean({ description: 'true exactly when the status is 3' }),
  price: Type.Union([Type.Number(), Type.Null()], { description: 'Manat, once set' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected' }),
  created_at: Type.String({ format: 'date-time' }),
  driver: Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      surname: Type.String(),
      patronymic: Type.String(),
      driving_license_number: Type.String(),
      driving_license_expired_date: IsoDate,
      driving_licence_categories: Type.Array(Type.Integer(), {
        description: "The licence categories' ids",
      }),
    },
    { description: 'The driver as they were when the permit was requested' },
  ),
  car: VehicleAsRequested('The car as it was when the permit was requested'),
  trailer: Type.Union([VehicleAsRequested('The trailer as it was requested'), Type.Null()], {
    description: 'The trailer as it was when the permit was requested, if one was named',
  }),
  last_payment: Type.Union(
    [
      Type.Object({
        outcome: PaymentOutcome,
        at: Type.String({ format: 'date-time', description: 'When the payment ended' }),
      }),
      Type.Null(),
    ],
    { description: "The permit's last completed payment (paid or declined); null before one" },
  ),
})

/** E-permits a page holds when the list is asked for by page, as the request history's. */
export const PERMITS_PER_PAGE = 16

export const PermitListQuery = Type.Object({
  status: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 6,
      description: 'Only e-permits in this status: 1 new … 6 rejected',
    }),
  ),
  country_id: Type.Optional(EntityId),
  filed_from: Type.Optional({ ...IsoDate, description: 'Filed on this day (Ashgabat) or later' }),
  filed_to: Type.Optional({ ...IsoDate, description: 'Filed on this day (Ashgabat) or earlier' }),
  q: Type.Optional(
    Line(100, { description: 'The e-permit number, or part of its type of cargo, any case' }),
  ),
  payment_notice: Type.Optional(
    Type.Literal('keep', {
      description:
        "`keep`: answer `payment_status` without marking it told (a front end that reads each permit's `last_payment` instead)",
    }),
  ),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: `One page of ${PERMITS_PER_PAGE} permits, newest first, with \`permits_count\`; left out, every permit (as the earlier client reads them)`,
    }),
  ),
})

export const PermitList = Type.Object({
  data: Type.Object({
    permits: Type.Array(PermitListItem, {
      description: `Newest first: every permit, or the page asked for (empty past the last)`,
    }),
    permits_count: Type.Optional(
      Type.Integer({
        description: `With \`page\` only: all the caller's permits under the filter; pages = ceil(permits_count / ${PERMITS_PER_PAGE})`,
      }),
    ),
    payment_status: Type.Optional({
      ...PaymentOutcome,
      description:
        "The outcome of the caller's latest payment, told once (the earlier client's popup); `last_payment` of each permit keeps it",
    }),
  }),
})
