import type { MutationResolvers, UserError } from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { MultipartPart } from '../../rest/multipart.js'
import type { ProfileSavedPayload } from '../../saved-payload.js'
import type { UploadValue } from '../../uploads.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId, inputIds } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

/** The input fields both kinds of client data have, by the REST fields of the save. */
const COMMON_NAMES = {
  cityId: 'city_id',
  phone: 'phone',
  email: 'email',
  licenceNumber: 'license_number',
  licenceExpiresOn: 'license_expire_date',
  licenceTypeIds: 'license_types',
  // `types[i]` and `file[i]` are the i-th of `documents`.
  documents: ['types', 'file'],
} as const
export const INDIVIDUAL_NAMES = new FieldNames({
  ...COMMON_NAMES,
  surname: 'surname',
  name: 'name',
  patronymic: 'patronymic',
  patentNumber: 'patent_number',
  patentExpiresOn: 'patent_expire_date',
})
export const LEGAL_ENTITY_NAMES = new FieldNames({
  ...COMMON_NAMES,
  companyName: 'company_name',
  address: 'address',
  stateRegisterNumber: 'yegrpo_number',
  stateRegisterExpiresOn: 'yegrpo_expire_date',
  certificateNumber: 'certificate_number',
  bankDetails: 'bank_details',
  accountNumber: 'account_number',
})

/** The API's document type numbers: legal 1 licence, 2 certificate, 3 extract; individual 0 patent, 1 licence. */
const TYPE_NUMBERS = {
  legal: { LICENCE: 1, CERTIFICATE: 2, STATE_REGISTER_EXTRACT: 3 },
  individual: { PATENT: 0, LICENCE: 1 },
} as const

interface CommonInput {
  cityId: string
  phone: string
  email: string
  licenceNumber: string
  licenceExpiresOn: string
  licenceTypeIds: string[]
}

/**
 * The text fields (renamed by the kind's table), then `license_types[i]`, `types[i]` and
 * `file[i]`: the i-th document's type and file.
 */
function profileParts(
  context: GatewayContext,
  text: Record<string, string>,
  licenceTypeIds: string[],
  documents: { type: number; file: UploadValue }[],
): MultipartPart[] {
  const parts: MultipartPart[] = Object.entries(text).map(([name, value]) => ({ name, value }))
  inputIds(licenceTypeIds, 'licenceTypeIds', context.lang).forEach((id, index) => {
    parts.push({ name: `license_types[${index}]`, value: String(id) })
  })
  documents.forEach((document, index) => {
    parts.push({ name: `types[${index}]`, value: String(document.type) })
  })
  documents.forEach((document, index) => {
    parts.push({
      name: `file[${index}]`,
      file: () => context.uploads.open(document.file, ['documents', String(index)]),
    })
  })
  return parts
}

/** The fields both kinds send as text. */
function commonText(context: GatewayContext, input: CommonInput) {
  return {
    cityId: String(inputId(input.cityId, 'cityId', context.lang)),
    phone: input.phone,
    email: input.email,
    licenceNumber: input.licenceNumber,
    licenceExpiresOn: input.licenceExpiresOn,
  }
}

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const clientFieldNames = {
  saveIndividualProfile: INDIVIDUAL_NAMES,
  saveLegalEntityProfile: LEGAL_ENTITY_NAMES,
} satisfies MutationFieldNames

export const clientMutations: MutationResolvers = {
  saveIndividualProfile: (_, { input }, context) =>
    withUserErrors<ProfileSavedPayload<UserError>>(
      context,
      INDIVIDUAL_NAMES,
      { saved: false },
      async () => {
        const parts = profileParts(
          context,
          INDIVIDUAL_NAMES.body({
            ...commonText(context, input),
            name: input.name,
            surname: input.surname,
            patronymic: input.patronymic,
            patentNumber: input.patentNumber,
            patentExpiresOn: input.patentExpiresOn,
          }),
          input.licenceTypeIds,
          (input.documents ?? []).map(({ type, file }) => ({
            type: TYPE_NUMBERS.individual[type],
            file,
          })),
        )
        await context.api.clients.save(false, parts)
        return { saved: true, userErrors: [] }
      },
    ),

  saveLegalEntityProfile: (_, { input }, context) =>
    withUserErrors<ProfileSavedPayload<UserError>>(
      context,
      LEGAL_ENTITY_NAMES,
      { saved: false },
      async () => {
        const parts = profileParts(
          context,
          LEGAL_ENTITY_NAMES.body({
            ...commonText(context, input),
            companyName: input.companyName,
            address: input.address,
            stateRegisterNumber: input.stateRegisterNumber,
            stateRegisterExpiresOn: input.stateRegisterExpiresOn,
            certificateNumber: input.certificateNumber,
            bankDetails: input.bankDetails,
            accountNumber: input.accountNumber,
          }),
          input.licenceTypeIds,
          (input.documents ?? []).map(({ type, file }) => ({
            type: TYPE_NUMBERS.legal[type],
            file,
          })),
        )
        await context.api.clients.save(true, parts)
        return { saved: true, userErrors: [] }
      },
    ),
}
