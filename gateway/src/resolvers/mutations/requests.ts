import type {
  CargoPermissionInput,
  MutationResolvers,
  ResolversParentTypes,
  UserError,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import type { CargoPermissionBody } from '../../rest/requests.js'
import type { SavedPayload } from '../../saved-payload.js'
import { requestModelNumber } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { InputProblem, statusError, withUserErrors } from '../user-errors.js'

/** A loading or unloading permission's input fields by the REST fields of its endpoint. */
export const CARGO_PERMISSION_NAMES = new FieldNames({
  permissionNumber: 'razresheniye_no',
  vehicleCountryId: 'gos_prinad',
  vehicleBrandId: 'marka',
  plateNumber: 'gos_nomer',
  driverFullName: 'woditel_fio',
  loadingPoint: 'punkt_pog',
  unloadingPoint: 'punkt_wyg',
  route: 'marshrut',
  cargo: 'gruz',
  cargoOwner: 'prinad',
  applicant: 'zayawitel',
  placeOfIssue: 'mesto_wydachi',
  cmrNumber: 'cmr_no',
})
/** An online application's input fields by the REST fields (and file parts) it is sent as. */
export const ONLINE_APPLICATION_NAMES = new FieldNames({
  institutionName: 'corpname',
  cmrNumber: 'cmr_number',
  permissionNumber: 'permission_number',
  responsiblePerson: 'fullname',
  phone: 'phone',
  email: 'email',
  directorFullName: 'director_fullname',
  applicationLetter: 'yuztutma',
  certificate: 'ygtyyarnama',
  stateRegistration: 'dowlet_sanaw',
})
export const CANCEL_REQUEST_NAMES = new FieldNames({ model: 'model_id', id: 'item_id' })

/**
 * The API takes the country and the brand as their names (as the earlier client sends them);
 * the schema takes ids from the reference lists, so a front end cannot misspell them.
 */
async function cargoBody(
  context: GatewayContext,
  input: CargoPermissionInput,
): Promise<CargoPermissionBody> {
  const index = await context.api.reference.index()
  const unknown = (field: string) =>
    new InputProblem({
      field: [field],
      message: say(context.lang, 'unknown_choice'),
      code: 'INVALID',
    })
  const country = index.country.get(
    inputId(input.vehicleCountryId, 'vehicleCountryId', context.lang),
  )
  if (!country) throw unknown('vehicleCountryId')
  const brand = index.brand.get(inputId(input.vehicleBrandId, 'vehicleBrandId', context.lang))
  if (!brand) throw unknown('vehicleBrandId')
  return CARGO_PERMISSION_NAMES.body({
    ...input,
    vehicleCountryId: country.name_ru,
    vehicleBrandId: brand.title,
  })
}

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const requestFieldNames = {
  fileLoadingPermission: CARGO_PERMISSION_NAMES,
  fileUnloadingPermission: CARGO_PERMISSION_NAMES,
  sendOnlineApplication: ONLINE_APPLICATION_NAMES,
  cancelRequest: CANCEL_REQUEST_NAMES,
} satisfies MutationFieldNames

/** Loading and unloading permissions: the same fields, to the API's endpoint of each. */
function fileCargoPermission(
  kind: 'load' | 'unload',
): NonNullable<MutationResolvers['fileLoadingPermission']> {
  return (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(
      context,
      CARGO_PERMISSION_NAMES,
      { savedId: null },
      async () => {
        const body = await cargoBody(context, input)
        const { id } = await context.api.requests.fileCargoPermission(kind, body)
        return { savedId: id, userErrors: [] }
      },
    )
}

export const requestMutations: MutationResolvers = {
  fileLoadingPermission: fileCargoPermission('load'),
  fileUnloadingPermission: fileCargoPermission('unload'),

  sendOnlineApplication: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(
      context,
      ONLINE_APPLICATION_NAMES,
      { savedId: null },
      async () => {
        const fields = {
          ...ONLINE_APPLICATION_NAMES.body({
            institutionName: input.institutionName,
            cmrNumber: input.cmrNumber,
            permissionNumber: input.permissionNumber,
            responsiblePerson: input.responsiblePerson,
            phone: input.phone,
            email: input.email,
            directorFullName: input.directorFullName,
          }),
          action: 'submit',
        }
        const files = (['applicationLetter', 'certificate', 'stateRegistration'] as const).map(
          (field) => [ONLINE_APPLICATION_NAMES.restOf[field], field, input[field]] as const,
        )
        const { id } = await context.api.requests.sendOnlineApplication([
          ...Object.entries(fields).map(([name, value]) => ({ name, value })),
          ...files.flatMap(([name, field, upload]) =>
            upload ? [{ name, file: () => context.uploads.open(upload, [field]) }] : [],
          ),
        ])
        return { savedId: id, userErrors: [] }
      },
    ),

  cancelRequest: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['CancelRequestPayload']>(
      context,
      CANCEL_REQUEST_NAMES,
      { canceled: false, request: null },
      async () => {
        const answer = await context.api.requests.cancel(
          requestModelNumber(input.model),
          inputId(input.id, 'id', context.lang),
        )
        // The request with its status now, so a front end's cached history entry follows it.
        const request = answer.item ?? null
        if (answer.status !== 'success') {
          return {
            canceled: false,
            request,
            userErrors: [statusError('NOT_ALLOWED', answer.message)],
          }
        }
        return { canceled: true, request, userErrors: [] }
      },
    ),
}
