import type {
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { MultipartPart } from '../../rest/multipart.js'
import type { UploadValue } from '../../uploads.js'
import { inputId, inputIds } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

const PROFILE_FIELDS = {
  city_id: 'cityId',
  license_number: 'licenceNumber',
  license_expire_date: 'licenceExpiresOn',
  license_types: 'licenceTypeIds',
  patent_number: 'patentNumber',
  patent_expire_date: 'patentExpiresOn',
  company_name: 'companyName',
  yegrpo_number: 'stateRegisterNumber',
  yegrpo_expire_date: 'stateRegisterExpiresOn',
  certificate_number: 'certificateNumber',
  bank_details: 'bankDetails',
  account_number: 'accountNumber',
  types: 'documents',
  file: 'documents',
}

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

/** The text fields both kinds send, then the kind's own, then `types[i]` and `file[i]`. */
function profileParts(
  context: GatewayContext,
  input: CommonInput,
  own: Record<string, string>,
  documents: { type: number; file: UploadValue }[],
): MultipartPart[] {
  const fields: Record<string, string> = {
    city_id: String(inputId(input.cityId, 'cityId', context.lang)),
    phone: input.phone,
    email: input.email,
    license_number: input.licenceNumber,
    license_expire_date: input.licenceExpiresOn,
    ...own,
  }
  const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }))
  inputIds(input.licenceTypeIds, 'licenceTypeIds', context.lang).forEach((id, index) => {
    parts.push({ name: `license_types[${index}]`, value: String(id) })
  })
  documents.forEach((document, index) => {
    parts.push({ name: `types[${index}]`, value: String(document.type) })
  })
  documents.forEach((document, index) => {
    parts.push({
      name: `file[${index}]`,
      file: () => context.uploads.open(document.file, 'documents'),
    })
  })
  return parts
}

export const clientMutations: MutationResolvers = {
  saveIndividualProfile: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['SaveIndividualProfilePayload']>(
      context,
      PROFILE_FIELDS,
      { profile: null },
      async () => {
        const parts = profileParts(
          context,
          input,
          {
            name: input.name,
            surname: input.surname,
            patronymic: input.patronymic,
            patent_number: input.patentNumber,
            patent_expire_date: input.patentExpiresOn,
          },
          (input.documents ?? []).map(({ type, file }) => ({
            type: TYPE_NUMBERS.individual[type],
            file,
          })),
        )
        await context.api.clients.save(false, parts)
        context.loaders.individualProfile.clearAll()
        return { profile: await context.loaders.individualProfile.load('me'), userErrors: [] }
      },
    ),

  saveLegalEntityProfile: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['SaveLegalEntityProfilePayload']>(
      context,
      PROFILE_FIELDS,
      { profile: null },
      async () => {
        const parts = profileParts(
          context,
          input,
          {
            company_name: input.companyName,
            address: input.address,
            yegrpo_number: input.stateRegisterNumber,
            yegrpo_expire_date: input.stateRegisterExpiresOn,
            certificate_number: input.certificateNumber,
            bank_details: input.bankDetails,
            account_number: input.accountNumber,
          },
          (input.documents ?? []).map(({ type, file }) => ({
            type: TYPE_NUMBERS.legal[type],
            file,
          })),
        )
        await context.api.clients.save(true, parts)
        context.loaders.legalEntityProfile.clearAll()
        return { profile: await context.loaders.legalEntityProfile.load('me'), userErrors: [] }
      },
    ),
}
