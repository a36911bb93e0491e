import type {
  MutationResolvers,
  PayForPermitPayload,
  UserError,
} from '../../__generated__/resolvers-types.js'
import { say } from '../../i18n/messages.js'
import { isLegal } from '../enums.js'
import { inputId } from '../ids.js'
import type { SavedPayload } from '../saved-payload.js'
import { InputProblem, withUserErrors } from '../user-errors.js'

const PERMIT_FIELDS = {
  is_legal: 'kind',
  country: 'countryId',
  permit_type: 'permitTypeId',
  type_of_cargo: 'cargoType',
  container_number: 'containerCount',
  departure_date: 'departureOn',
  return_date: 'returnOn',
  driver: 'driverId',
  transports: 'carId',
  permit_description: 'description',
  permit_id: 'permitId',
}

export const permitMutations: MutationResolvers = {
  requestPermit: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, PERMIT_FIELDS, { savedId: null }, async () => {
      const { lang } = context
      // The API takes the type's number; the schema names types by id like everything else.
      const typeId = inputId(input.permitTypeId, 'permitTypeId', lang)
      const type = (await context.api.reference.index()).permitType.get(typeId)
      if (!type) {
        throw new InputProblem({
          field: 'permitTypeId',
          message: say(lang, 'unknown_choice'),
          code: 'INVALID',
        })
      }
      const transports = [{ id: inputId(input.carId, 'carId', lang), is_transport: true }]
      if (input.trailerId) {
        transports.push({ id: inputId(input.trailerId, 'trailerId', lang), is_transport: false })
      }
      const { id } = await context.api.permits.request({
        is_legal: isLegal(input.kind),
        country: inputId(input.countryId, 'countryId', lang),
        permit_type: type.number,
        type_of_cargo: input.cargoType,
        container_number: input.containerCount,
        departure_date: input.departureOn,
        return_date: input.returnOn,
        driver: inputId(input.driverId, 'driverId', lang),
        transports,
        ...(input.description ? { permit_description: input.description } : {}),
      })
      return { savedId: id, userErrors: [] }
    }),

  payForPermit: (_, { input }, context) =>
    withUserErrors<PayForPermitPayload>(context, PERMIT_FIELDS, { paymentUrl: null }, async () => {
      const url = await context.api.permits.pay(inputId(input.permitId, 'permitId', context.lang))
      return { paymentUrl: url, userErrors: [] }
    }),
}
