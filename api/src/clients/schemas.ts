import Type from 'typebox'
import {
  BodyFlag,
  Email,
  EntityId,
  IsoDate,
  KindFlag,
  Phone,
  RequiredLines,
  RequiredText,
} from '../http/schemas.js'

/** 0 individual, 1 legal entity, as the path parameter `{is_legal}` of the earlier client. */
export const ClientKindParams = Type.Object({
  is_legal: { ...KindFlag, description: '1 legal entity, 0 individual' },
})

const Number50 = RequiredText(50)

const CommonFields = {
  city_id: { ...EntityId, description: 'A city of /api/get-client-datas; the region follows' },
  phone: Phone,
  email: Email,
  license_number: Number50,
  license_expire_date: IsoDate,
  license_types: Type.Array(EntityId, {
    minItems: 1,
    maxItems: 50,
    description: 'Licence type ids, sent as license_types[0], license_types[1], …',
  }),
  types: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 3 }), {
      maxItems: 6,
      description: 'types[i] is the document file[i] is',
    }),
  ),
}

export const CommonProfileFields = Type.Object(CommonFields)
export type CommonProfileFields = Type.Static<typeof CommonProfileFields>

/** The text fields of the legal entity's form (its files are checked apart). */
export const LegalFields = Type.Object({
  ...CommonFields,
  company_name: RequiredText(300),
  address: RequiredText(300),
  yegrpo_number: Number50,
  yegrpo_expire_date: IsoDate,
  certificate_number: Number50,
  bank_details: RequiredLines(300, {
    description: 'The bank, its code and the account; may span lines',
  }),
  account_number: Number50,
})
export type LegalFields = Type.Static<typeof LegalFields>

/** The text fields of the individual's form (its files are checked apart). */
export const IndividualFields = Type.Object({
  ...CommonFields,
  name: RequiredText(100),
  surname: RequiredText(100),
  patronymic: RequiredText(100),
  patent_number: Number50,
  patent_expire_date: IsoDate,
})
export type IndividualFields = Type.Static<typeof IndividualFields>

const DocumentTypes = (types: number[], documents: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ enum: types }), {
      maxItems: 6,
      description: `types[i] is the document file[i] is: ${documents}`,
    }),
  )

const ImageFiles = (documents: string) =>
  Type.Array(Type.String({ format: 'binary' }), {
    maxItems: 6,
    description: [
      'Images (jpeg or png, checked by content, under 7 MB), sent as file[0], file[1], …;',
      `types[i] says which document file[i] is (${documents});`,
      'a document sent twice keeps the last file.',
      'On creation every document is required; on update a file sent replaces that document.',
    ].join(' '),
  })

/** The multipart body as OpenAPI shows it (multipart text fields are validated by the handler). */
const LEGAL_DOCUMENTS = '1 licence, 2 certificate, 3 state register (EGRPO) extract'
const INDIVIDUAL_DOCUMENTS = '0 patent, 1 licence'

export const LegalForm = Type.Object({
  ...LegalFields.properties,
  types: DocumentTypes([1, 2, 3], LEGAL_DOCUMENTS),
  file: Type.Optional(ImageFiles(LEGAL_DOCUMENTS)),
})
export const IndividualForm = Type.Object({
  ...IndividualFields.properties,
  types: DocumentTypes([0, 1], INDIVIDUAL_DOCUMENTS),
  file: Type.Optional(ImageFiles(INDIVIDUAL_DOCUMENTS)),
})

const LicenseType = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "In the request's language" }),
  name_tm: Type.String(),
  name_ru: Type.String(),
  name_en: Type.String(),
})

const ProfileFile = Type.Object({
  type: Type.Integer({
    description: 'Legal: 1 licence, 2 certificate, 3 EGRPO; individual: 0 patent, 1 licence',
  }),
  id: Type.Integer(),
  url: Type.String({ description: 'GET with the bearer token: /api/files/{id}' }),
  name: Type.String({ description: "The uploaded file's name, for display" }),
})

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()])

const ProfileCommon = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  is_legal: Type.Boolean(),
  region: Type.Integer({ description: 'The region id (as the earlier client reads it)' }),
  region_id: Type.Integer(),
  region_name: Type.String({ description: "In the request's language" }),
  city: Type.Integer({ description: 'The city id (as the earlier client reads it)' }),
  city_id: Type.Integer(),
  city_name: Type.String({ description: "In the request's language" }),
  phone: Type.String(),
  email: Type.String(),
  license_number: Type.String(),
  license_expire_date: IsoDate,
  license_types: Type.Array(LicenseType),
  files: Type.Array(ProfileFile),
  balance: Nullable(Type.Number({ description: 'The deposit in manat; null until opened' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}

export const LegalProfile = Type.Object(
  {
    ...ProfileCommon,
    company_name: Type.String(),
    address: Type.String(),
    yegrpo_number: Type.String(),
    yegrpo_expire_date: IsoDate,
    certificate_number: Type.String(),
    bank_details: Type.String(),
    account_number: Type.String(),
  },
  { title: 'Legal entity' },
)

export const IndividualProfile = Type.Object(
  {
    ...ProfileCommon,
    surname: Type.String(),
    name: Type.String(),
    patronymic: Type.String(),
    patent_number: Type.String(),
    patent_expire_date: IsoDate,
  },
  { title: 'Individual' },
)

export const ClientProfileAnswer = Type.Union([
  LegalProfile,
  IndividualProfile,
  Type.Array(Type.Never(), {
    maxItems: 0,
    title: 'No profile of this kind',
    description: 'An empty list, as the earlier client tests it',
  }),
])

export const DepositAnswer = Type.Union([
  Type.Object({ status: Type.Literal(true), balance: Type.Number({ description: 'Manat' }) }),
  Type.Object(
    { status: Type.Literal(false) },
    { description: 'No profile of this kind, or no deposit opened yet' },
  ),
])

/**
 * The largest deposit an operator may set, in manat: far above what a carrier's permits cost in
 * years, far below what a slip of the keyboard would write.
 */
export const MAX_BALANCE = 10_000_000

export const OperatorDepositBody = Type.Object({
  user_id: EntityId,
  is_legal: BodyFlag('1 for the legal-entity profile, 0 for the individual one'),
  balance: Type.Number({
    minimum: 0,
    maximum: MAX_BALANCE,
    description: 'Manat, two decimals at most',
  }),
})

export const OperatorDepositAnswer = Type.Object({
  status: Type.Literal('success'),
  balance: Type.Number(),
})

/** The main facts of the caller's client profile of one kind, as the cabinet forms show them. */
export const ClientProfileSummary = Type.Object(
  {
    id: Type.Integer(),
    is_legal: Type.Boolean(),
    company_name: Type.Union([Type.String(), Type.Null()]),
    surname: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    patronymic: Type.Union([Type.String(), Type.Null()]),
    phone: Type.String(),
    email: Type.String(),
    license_number: Type.String(),
    license_expire_date: IsoDate,
    region_id: Type.Integer(),
    city_id: Type.Integer(),
  },
  { description: 'The client profile of the chosen kind' },
)
