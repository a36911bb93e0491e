import type {
  CancelRequestPayload,
  CargoPermissionInput,
  MutationResolvers,
  UserError,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import type { CargoPermissionBody } from '../../rest/requests.js'
import { requestModelNumber } from '../enums.js'
import { inputId } from '../ids.js'
import type { SavedPayload } from '../saved-payload.js'
import { InputProblem, statusError, withUserErrors } from '../user-errors.js'

const CARGO_FIELDS = {
  razresheniye_no: 'permissionNumber',
  gos_prinad: 'vehicleCountryId',
  marka: 'vehicleBrandId',
  gos_nomer: 'plateNumber',
  woditel_fio: 'driverFullName',
  punkt_pog: 'loadingPoint',
  punkt_wyg: 'unloadingPoint',
  marshrut: 'route',
  gruz: 'cargo',
  prinad: 'cargoOwner',
  zayawitel: 'applicant',
  mesto_wydachi: 'placeOfIssue',
  cmr_no: 'cmrNumber',
}
const APPLICATION_FIELDS = {
  corpname: 'institutionName',
  cmr_number: 'cmrNumber',
  permission_number: 'permissionNumber',
  fullname: 'responsiblePerson',
  director_fullname: 'directorFullName',
  yuztutma: 'applicationLetter',
  ygtyyarnama: 'certificate',
  dowlet_sanaw: 'stateRegistration',
}

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
    new InputProblem({ field, message: say(context.lang, 'unknown_choice'), code: 'INVALID' })
  const country = index.country.get(
    inputId(input.vehicleCountryId, 'vehicleCountryId', context.lang),
  )
  if (!country) throw unknown('vehicleCountryId')
  const brand = index.brand.get(inputId(input.vehicleBrandId, 'vehicleBrandId', context.lang))
  if (!brand) throw unknown('vehicleBrandId')
  return {
    razresheniye_no: input.permissionNumber,
    gos_prinad: country.name_ru,
    marka: brand.title,
    gos_nomer: input.plateNumber,
    woditel_fio: input.driverFullName,
    punkt_pog: input.loadingPoint,
    punkt_wyg: input.unloadingPoint,
    marshrut: input.route,
    gruz: input.cargo,
    prinad: input.cargoOwner,
    zayawitel: input.applicant,
    mesto_wydachi: input.placeOfIssue,
    cmr_no: input.cmrNumber,
  }
}

export const requestMutations: MutationResolvers = {
  fileLoadingPermission: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, CARGO_FIELDS, { savedId: null }, async () => {
      const body = await cargoBody(context, input)
      const { id } = await context.api.requests.fileCargoPermission('load', body)
      return { savedId: id, userErrors: [] }
    }),

  fileUnloadingPermission: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, CARGO_FIELDS, { savedId: null }, async () => {
      const body = await cargoBody(context, input)
      const { id } = await context.api.requests.fileCargoPermission('unload', body)
      return { savedId: id, userErrors: [] }
    }),

  sendOnlineApplication: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(
      context,
      APPLICATION_FIELDS,
      { savedId: null },
      async () => {
        const fields = {
          corpname: input.institutionName,
          cmr_number: input.cmrNumber,
          permission_number: input.permissionNumber,
          fullname: input.responsiblePerson,
          phone: input.phone,
          email: input.email,
          director_fullname: input.directorFullName,
          action: 'submit',
        }
        const files = [
          ['yuztutma', 'applicationLetter', input.applicationLetter],
          ['ygtyyarnama', 'certificate', input.certificate],
          ['dowlet_sanaw', 'stateRegistration', input.stateRegistration],
        ] as const
        const { id } = await context.api.requests.sendOnlineApplication([
          ...Object.entries(fields).map(([name, value]) => ({ name, value })),
          ...files.flatMap(([name, field, upload]) =>
            upload ? [{ name, file: () => context.uploads.open(upload, field) }] : [],
          ),
        ])
        return { savedId: id, userErrors: [] }
      },
    ),

  cancelRequest: (_, { input }, context) =>
    withUserErrors<CancelRequestPayload>(
      context,
      { model_id: 'model', item_id: 'id' },
      { canceled: false },
      async () => {
        const answer = await context.api.requests.cancel(
          requestModelNumber(input.model),
          inputId(input.id, 'id', context.lang),
        )
        if (answer.status !== 'success') {
          return { canceled: false, userErrors: [statusError('NOT_ALLOWED', answer.message)] }
        }
        return { canceled: true, userErrors: [] }
      },
    ),
}
