import type {
  MutationResolvers,
  PayForPermitPayload,
  RequestPermitInput,
  UserError,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import { RestValidationFailure } from '../../rest/failures.js'
import type { SavedPayload } from '../../saved-payload.js'
import { isLegal } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { InputProblem, withUserErrors } from '../user-errors.js'

/**
 * An e-permit request's input fields by the REST fields of `/api/request-to-permission`. The API
 * takes the car and the trailer together as `transports`; `vehicleProblems` tells which one a
 * refusal is about. A request without client data of its kind is `CLIENT_DATA_MISSING`.
 */
export const REQUEST_PERMIT_NAMES = new FieldNames(
  {
    kind: 'is_legal',
    countryId: 'country',
    permitTypeId: 'permit_type',
    cargoType: 'type_of_cargo',
    containerCount: 'container_number',
    departureOn: 'departure_date',
    returnOn: 'return_date',
    driverId: 'driver',
    description: 'permit_description',
  },
  {
    codes: { client: 'CLIENT_DATA_MISSING' },
    aliases: { transports: 'carId', 'transports.car': 'carId', 'transports.trailer': 'trailerId' },
  },
)
export const PAY_FOR_PERMIT_NAMES = new FieldNames({ permitId: 'permit_id' })

/**
 * The API refuses the car and trailer as one (`transports`); the schema has a field for each.
 * Only after such a refusal, the caller's vehicles tell which of the two was not one of theirs
 * of that kind and type (both, or the car when neither looks wrong).
 */
async function vehicleProblems(
  context: GatewayContext,
  input: RequestPermitInput,
  failure: RestValidationFailure,
): Promise<RestValidationFailure> {
  const { transports, ...errors } = failure.body.errors ?? {}
  if (!transports) return failure
  const fits = async (id: string, isCar: boolean) => {
    const vehicle = await context.loaders.vehicle.load(inputId(id, 'carId', context.lang))
    return vehicle?.isCar === isCar && vehicle.isLegal === isLegal(input.kind)
  }
  const [carFits, trailerFits] = await Promise.all([
    fits(input.carId, true),
    input.trailerId ? fits(input.trailerId, false) : true,
  ])
  // The car is named unless only the trailer is wrong.
  if (!carFits || trailerFits) errors['transports.car'] = transports
  if (!trailerFits) errors['transports.trailer'] = transports
  return new RestValidationFailure(failure.status, { ...failure.body, errors })
}

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const permitFieldNames = {
  requestPermit: REQUEST_PERMIT_NAMES,
  payForPermit: PAY_FOR_PERMIT_NAMES,
} satisfies MutationFieldNames

export const permitMutations: MutationResolvers = {
  requestPermit: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(
      context,
      REQUEST_PERMIT_NAMES,
      { savedId: null },
      async () => {
        const { lang } = context
        // The API takes the type's number; the schema names types by id like everything else.
        const typeId = inputId(input.permitTypeId, 'permitTypeId', lang)
        const type = (await context.api.reference.index()).permitType.get(typeId)
        if (!type) {
          throw new InputProblem({
            field: ['permitTypeId'],
            message: say(lang, 'unknown_choice'),
            code: 'INVALID',
          })
        }
        const transports = [{ id: inputId(input.carId, 'carId', lang), is_transport: true }]
        if (input.trailerId === input.carId) {
          // The API would count the one vehicle once and file the permit without a trailer.
          throw new InputProblem({
            field: ['trailerId'],
            message: say(lang, 'trailer_is_the_car'),
            code: 'INVALID',
          })
        }
        if (input.trailerId) {
          transports.push({ id: inputId(input.trailerId, 'trailerId', lang), is_transport: false })
        }
        const body = REQUEST_PERMIT_NAMES.body({
          kind: isLegal(input.kind),
          countryId: inputId(input.countryId, 'countryId', lang),
          permitTypeId: type.number,
          cargoType: input.cargoType,
          containerCount: input.containerCount,
          departureOn: input.departureOn,
          returnOn: input.returnOn,
          driverId: inputId(input.driverId, 'driverId', lang),
          ...(input.description ? { description: input.description } : {}),
        })
        try {
          const { id } = await context.api.permits.request({ ...body, transports })
          return { savedId: id, userErrors: [] }
        } catch (error) {
          if (error instanceof RestValidationFailure) {
            throw await vehicleProblems(context, input, error)
          }
          throw error
        }
      },
    ),

  payForPermit: (_, { input }, context) =>
    withUserErrors<PayForPermitPayload>(
      context,
      PAY_FOR_PERMIT_NAMES,
      { paymentUrl: null },
      async () => {
        const url = await context.api.permits.pay(inputId(input.permitId, 'permitId', context.lang))
        return { paymentUrl: url, userErrors: [] }
      },
    ),
}
