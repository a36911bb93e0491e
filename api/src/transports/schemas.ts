import Type, { type Static } from 'typebox'
import { BodyFlag, EntityId, IsoDate, KindFlag, RequiredText } from '../http/schemas.js'

export const IsLegalParams = Type.Object({ isLegal: KindFlag })
export const ListParams = Type.Object({
  isLegal: KindFlag,
  isCar: { ...KindFlag, description: '1 cars, 0 trailers' },
})

/** What the transport form edits; the kind (car or trailer, individual or legal) is set once. */
const TransportFields = {
  brand_id: EntityId,
  plate_number: RequiredText(50, {
    description:
      'Stored upper case, single-spaced, look-alike letters made Latin; unique among the owner’s live vehicles, whatever the spacing',
  }),
  card_number: RequiredText(50),
  card_start_date: IsoDate,
  driver_id: Type.Optional(
    Type.Union([EntityId, Type.Null()], {
      description: "One of the caller's live drivers of the same kind; null or absent for none",
    }),
  ),
}

export const TransportUpdateBody = Type.Object(TransportFields)
export type TransportUpdateBody = Static<typeof TransportUpdateBody>

export const TransportCreateBody = Type.Object({
  ...TransportFields,
  is_transport: BodyFlag('1 a car, 0 a trailer'),
  is_legal: BodyFlag('1 legal entity, 0 individual'),
})

export const TransportFormData = Type.Object({
  drivers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      surname: Type.String(),
      patronymic: Type.String(),
    }),
    { description: "The caller's live drivers of this kind, newest first" },
  ),
  brands: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      kind: Type.Union([Type.Literal('truck'), Type.Literal('trailer'), Type.Literal('both')], {
        description: 'Whether the brand makes cars (truck), trailers or both',
      }),
    }),
  ),
  client: Type.Boolean({
    description: 'Whether the caller has filled in the client data of this kind',
  }),
})

export const TransportListAnswer = Type.Object({
  data: Type.Object({
    transports: Type.Array(
      Type.Object({
        id: Type.Integer(),
        brand: Type.String({ description: 'Brand title' }),
        plateNumber: Type.String(),
        brand_id: Type.Integer(),
        plate_number: Type.String(),
        card_number: Type.String(),
        card_start_date: Type.String({ format: 'date' }),
        driver_id: Type.Union([Type.Integer(), Type.Null()]),
      }),
      { description: 'Newest first' },
    ),
  }),
})

/** Flat, as the earlier edit form reads it and sends it back. */
export const TransportAnswer = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'The plate number' }),
  plate_number: Type.String(),
  brand: Type.Object({ id: Type.Integer(), title: Type.String() }),
  brand_id: Type.Integer(),
  card_number: Type.String(),
  card_start_date: Type.String({ format: 'date' }),
  driver_id: Type.Union([Type.Integer(), Type.Null()]),
  driver: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }),
    Type.Null(),
  ]),
  is_transport: Type.Boolean({ description: 'true a car, false a trailer' }),
  is_legal: Type.Boolean(),
})
