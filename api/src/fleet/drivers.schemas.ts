import Type, { type Static } from 'typebox'
import { ClientProfileSummary } from '../clients/clients.shared.js'
import { BodyFlag, EntityId, IsoDate, KindFlag, RequiredText, Status } from '../http/schemas.js'
import { TransportListAnswer } from './transports.schemas.js'

export const IsLegalParams = Type.Object({ is_legal: KindFlag })

/** Optional: a form with nothing chosen may leave the list out (it then means none). */
const Ids = (description: string) =>
  Type.Optional(Type.Array(EntityId, { maxItems: 100, default: [], description }))

/** The driver form as the earlier client sends it (create and edit alike). */
export const DriverBody = Type.Object({
  name: RequiredText(100),
  surname: RequiredText(100),
  patronymic: RequiredText(100),
  driving_license_number: RequiredText(50),
  driving_license_expired_date: IsoDate,
  is_legal: BodyFlag('1 legal entity, 0 individual; on edit the driver keeps its kind'),
  driving_licence_categories: Ids('Ids of driving licence categories'),
  transports: Ids(
    "Ids of the caller's cars and trailers of the same kind to link to this driver; on edit, " +
      'the links not listed are removed',
  ),
})
export type DriverBody = Static<typeof DriverBody>

/** On edit the kind cannot change, so it may be left out. */
export const DriverUpdateBody = Type.Object({
  ...DriverBody.properties,
  is_legal: Type.Optional(DriverBody.properties.is_legal),
})

/** A partial edit: only the fields sent change; `transports` sent replaces the links, as in PUT. */
export const DriverPatchBody = Type.Partial(
  Type.Object({
    name: DriverBody.properties.name,
    surname: DriverBody.properties.surname,
    patronymic: DriverBody.properties.patronymic,
    driving_license_number: DriverBody.properties.driving_license_number,
    driving_license_expired_date: DriverBody.properties.driving_license_expired_date,
    driving_licence_categories: Type.Array(EntityId, {
      maxItems: 100,
      description: 'Ids of driving licence categories; left out, they stay',
    }),
    transports: Type.Array(EntityId, {
      maxItems: 100,
      description:
        "Ids of the caller's cars and trailers of the driver's kind it drives now; left out, its links stay",
    }),
  }),
)
export type DriverPatchBody = Static<typeof DriverPatchBody>

export const DrivingCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String({ description: 'The category letters, e.g. CE' }),
  description: Type.String({ description: "In the request's language" }),
  description_tm: Type.String(),
  description_ru: Type.String(),
  description_en: Type.String(),
})

/** A car or trailer as the driver form lists it (`number` is the label the earlier client shows). */
export const FleetVehicle = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'The plate number' }),
  plate_number: Type.String(),
  brand: Type.String({ description: 'Brand title' }),
  brand_id: Type.Integer(),
  is_transport: Type.Boolean({ description: 'true a car, false a trailer' }),
  driver_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The driver it is linked to now, if any',
  }),
})

/** The caller's client profile of one kind, flat; null when there is none yet. */
export const ClientSummary = Type.Union([ClientProfileSummary, Type.Null()])

export const DriverFormData = Type.Object({
  driving_license_categories: Type.Array(DrivingCategory),
  transports: Type.Array(FleetVehicle, { description: "The caller's live cars of this kind" }),
  trailers: Type.Array(FleetVehicle, { description: "The caller's live trailers of this kind" }),
  client: ClientSummary,
})

const DriverFields = {
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  patronymic: Type.String(),
  driving_license_number: Type.String(),
  driving_license_expired_date: Type.String({ format: 'date' }),
  is_legal: Type.Boolean(),
}

export const DriverListAnswer = Type.Object({
  data: Type.Object({
    drivers: Type.Array(
      Type.Object({
        ...DriverFields,
        driving_licence_categories: Type.Array(Type.Integer(), {
          description: 'Ids of its driving licence categories',
        }),
      }),
      { description: 'Newest first' },
    ),
  }),
})

export const DriverAnswer = Type.Object({
  driver: Type.Object({
    ...DriverFields,
    drivingCategoris: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
      description: 'Its driving licence categories (the name is the earlier client’s)',
    }),
    driving_licence_categories: Type.Array(Type.Integer(), { description: 'Category ids' }),
    transports: Type.Array(Type.Integer(), {
      description: 'Ids of its cars, as the earlier edit form compares them',
    }),
    trailers: Type.Array(Type.Integer(), { description: 'Ids of its trailers' }),
    linked_transports: Type.Array(FleetVehicle, { description: 'Its cars' }),
    linked_trailers: Type.Array(FleetVehicle, { description: 'Its trailers' }),
  }),
})

/**
 * A driver's save (create, PUT, PATCH): besides the earlier client's `status` (and `id`), what
 * the save decided in its transaction.
 */
export const DriverSavedAnswer = Type.Object({
  status: Status('success'),
  id: Type.Integer({ description: "The driver's id" }),
  driver: DriverAnswer.properties.driver,
  reassigned: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'The car or trailer' }),
      is_transport: Type.Boolean({ description: 'true a car, false a trailer' }),
      previous_driver_id: Type.Integer({ description: 'The driver it was taken from' }),
    }),
    { description: 'The vehicles this save took from other drivers' },
  ),
  vehicles: Type.Object(
    {
      transports: TransportListAnswer.properties.data.properties.transports,
      trailers: TransportListAnswer.properties.data.properties.transports,
    },
    { description: "The kind's cars and trailers as the save left them, as their lists answer" },
  ),
})
