import Type from 'typebox'

const Names = {
  name_tm: Type.String(),
  name_ru: Type.String(),
  name_en: Type.String(),
}
const Descriptions = {
  description_tm: Type.String(),
  description_ru: Type.String(),
  description_en: Type.String(),
}
const Id = Type.Integer({ minimum: 1 })

export const ReferenceData = Type.Object({
  countries: Type.Array(
    Type.Object({
      id: Id,
      code: Type.String(),
      ...Names,
      permit_destination: Type.Boolean({
        description: 'Whether an e-permit may go there: every country but Turkmenistan itself',
      }),
    }),
  ),
  brands: Type.Array(
    Type.Object({
      id: Id,
      title: Type.String(),
      kind: Type.Union([Type.Literal('truck'), Type.Literal('trailer'), Type.Literal('both')], {
        description: 'A truck brand fits cars, a trailer brand trailers; both fits either',
      }),
    }),
  ),
  driving_licence_categories: Type.Array(
    Type.Object({ id: Id, name: Type.String({ examples: ['CE'] }), ...Descriptions }),
  ),
  permit_types: Type.Array(
    Type.Object({
      id: Id,
      number: Type.Integer({ description: 'The number the e-permit form sends as permit_type' }),
      ...Names,
      ...Descriptions,
      price: Type.Number({ description: 'Listed price in manat' }),
    }),
  ),
  license_types: Type.Array(Type.Object({ id: Id, ...Names })),
  regions: Type.Array(
    Type.Object({ id: Id, ...Names, cities: Type.Array(Type.Object({ id: Id, ...Names })) }),
  ),
  validity_period: Type.String({
    description: 'Days a loading or unloading permission is valid, as text',
    examples: ['30'],
  }),
  permission_valid_until: Type.String({
    format: 'date',
    description:
      'The last day a permission filed today would be valid: today in Ashgabat plus the validity period, as the form shows it',
  }),
})

export const Checkpoints = Type.Object({
  checkpoints: Type.Array(
    Type.Object({
      id: Id,
      code: Type.String(),
      ...Names,
      ...Descriptions,
      region: Type.Object({ id: Id, ...Names }, { description: 'Region of Turkmenistan' }),
      country: Type.Object(
        { id: Id, code: Type.String(), ...Names },
        { description: 'The bordering country' },
      ),
      lat: Type.Number({ description: 'Latitude, degrees north' }),
      lon: Type.Number({ description: 'Longitude, degrees east' }),
      phone: Type.Union([Type.String(), Type.Null()], { description: 'Contact phone, if any' }),
    }),
  ),
})

const NamedInLang = {
  id: Type.Integer(),
  name: Type.String({ description: "In the request's language" }),
  name_tm: Type.String(),
  name_ru: Type.String(),
  name_en: Type.String(),
}

export const ClientReferenceData = Type.Object({
  licenses: Type.Array(Type.Object(NamedInLang), { description: 'Licence types' }),
  regions: Type.Array(
    Type.Object({
      ...NamedInLang,
      cities: Type.Array(Type.Object({ ...NamedInLang, region_id: Type.Integer() })),
    }),
  ),
})
