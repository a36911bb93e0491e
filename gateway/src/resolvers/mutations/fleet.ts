import type {
  MutationResolvers,
  ResolversParentTypes,
  UserError,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { DriverSaved } from '../../rest/drivers.js'
import type { DriverSavedPayload, SavedPayload, VehicleSavedPayload } from '../../saved-payload.js'
import { isLegal } from '../enums.js'
import { FieldNames, type MutationFieldNames, NO_FIELDS } from '../field-names.js'
import { inputId, inputIds } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

/** A driver's input fields by the REST fields of `/api/driver`. */
export const DRIVER_NAMES = new FieldNames({
  kind: 'is_legal',
  name: 'name',
  surname: 'surname',
  patronymic: 'patronymic',
  licenceNumber: 'driving_license_number',
  licenceExpiresOn: 'driving_license_expired_date',
  licenceCategoryIds: 'driving_licence_categories',
  vehicleIds: 'transports',
})
export const UPDATE_DRIVER_NAMES = DRIVER_NAMES.without('kind')

/** A car's or trailer's input fields by the REST fields of `/api/transport`. */
export const VEHICLE_NAMES = new FieldNames({
  kind: 'is_legal',
  type: 'is_transport',
  brandId: 'brand_id',
  plateNumber: 'plate_number',
  cardNumber: 'card_number',
  cardIssuedOn: 'card_start_date',
  driverId: 'driver_id',
})
export const UPDATE_VEHICLE_NAMES = VEHICLE_NAMES.without('kind', 'type')

const saved = { savedId: null }
const NOT_SAVED = { savedId: null, reassigned: [], saved: null }

/** A driver's payload from the API's answer: what the save decided, as the API says it. */
function driverSaved(answer: DriverSaved): DriverSavedPayload<UserError> {
  const isLegal = answer.driver.is_legal
  return {
    savedId: answer.id,
    reassigned: answer.reassigned.map((moved) => ({
      vehicleId: moved.id,
      isLegal,
      previousDriverId: moved.previous_driver_id,
    })),
    saved: answer,
    userErrors: [],
  }
}

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const fleetFieldNames = {
  createDriver: DRIVER_NAMES,
  updateDriver: UPDATE_DRIVER_NAMES,
  deleteDriver: NO_FIELDS,
  createVehicle: VEHICLE_NAMES,
  updateVehicle: UPDATE_VEHICLE_NAMES,
  deleteVehicle: NO_FIELDS,
} satisfies MutationFieldNames

const ids = (list: readonly string[] | null | undefined, field: string, context: GatewayContext) =>
  list == null ? undefined : inputIds(list, field, context.lang)

/** Drivers, cars and trailers. */
export const fleetMutations: MutationResolvers = {
  createDriver: (_, { input }, context) =>
    withUserErrors<DriverSavedPayload<UserError>>(context, DRIVER_NAMES, NOT_SAVED, async () => {
      const body = DRIVER_NAMES.body({
        kind: isLegal(input.kind),
        name: input.name,
        surname: input.surname,
        patronymic: input.patronymic,
        licenceNumber: input.licenceNumber,
        licenceExpiresOn: input.licenceExpiresOn,
        licenceCategoryIds: ids(input.licenceCategoryIds, 'licenceCategoryIds', context) ?? [],
        vehicleIds: ids(input.vehicleIds, 'vehicleIds', context) ?? [],
      })
      return driverSaved(await context.api.drivers.create(body))
    }),

  // Only what the input names is sent (PATCH): the API keeps the rest as stored.
  updateDriver: (_, { input }, context) =>
    withUserErrors<DriverSavedPayload<UserError>>(
      context,
      UPDATE_DRIVER_NAMES,
      NOT_SAVED,
      async () => {
        const id = inputId(input.id, 'id', context.lang)
        const body = UPDATE_DRIVER_NAMES.body({
          name: input.name ?? undefined,
          surname: input.surname ?? undefined,
          patronymic: input.patronymic ?? undefined,
          licenceNumber: input.licenceNumber ?? undefined,
          licenceExpiresOn: input.licenceExpiresOn ?? undefined,
          licenceCategoryIds: ids(input.licenceCategoryIds, 'licenceCategoryIds', context),
          vehicleIds: ids(input.vehicleIds, 'vehicleIds', context),
        })
        return driverSaved(await context.api.drivers.update(id, body))
      },
    ),

  deleteDriver: (_, { id }, context) =>
    withUserErrors<ResolversParentTypes['DeleteDriverPayload']>(
      context,
      NO_FIELDS,
      { deletedDriverId: null },
      async () => {
        await context.api.drivers.delete(inputId(id, 'id', context.lang))
        return { deletedDriverId: id, userErrors: [] }
      },
    ),

  createVehicle: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, VEHICLE_NAMES, saved, async () => {
      const { id } = await context.api.transports.create(
        VEHICLE_NAMES.body({
          kind: isLegal(input.kind),
          type: input.type === 'CAR',
          brandId: inputId(input.brandId, 'brandId', context.lang),
          plateNumber: input.plateNumber,
          cardNumber: input.cardNumber,
          cardIssuedOn: input.cardIssuedOn,
          driverId: input.driverId ? inputId(input.driverId, 'driverId', context.lang) : null,
        }),
      )
      return { savedId: id, userErrors: [] }
    }),

  // As for drivers, the stored vehicle fills in what the input leaves out; `driverId: null`
  // is sent on purpose (no driver), so only a left-out `driverId` keeps the driver.
  updateVehicle: (_, { input }, context) =>
    withUserErrors<VehicleSavedPayload<UserError>>(
      context,
      UPDATE_VEHICLE_NAMES,
      { savedId: null, previousDriver: null },
      async () => {
        const id = inputId(input.id, 'id', context.lang)
        const brandId =
          input.brandId == null ? undefined : inputId(input.brandId, 'brandId', context.lang)
        const driverId =
          input.driverId === undefined
            ? undefined
            : input.driverId && inputId(input.driverId, 'driverId', context.lang)
        const stored = await context.api.transports.one(id)
        const body = UPDATE_VEHICLE_NAMES.body({
          brandId: brandId ?? stored.brandId,
          plateNumber: input.plateNumber ?? stored.plateNumber,
          cardNumber: input.cardNumber ?? stored.cardNumber,
          cardIssuedOn: input.cardIssuedOn ?? stored.cardStartDate,
          driverId: driverId === undefined ? stored.driverId : driverId || null,
        })
        await context.api.transports.update(id, body)
        const previousDriver =
          stored.driverId !== null && stored.driverId !== body.driver_id
            ? { id: stored.driverId, isLegal: stored.isLegal }
            : null
        return { savedId: id, previousDriver, userErrors: [] }
      },
    ),

  deleteVehicle: (_, { id }, context) =>
    withUserErrors<ResolversParentTypes['DeleteVehiclePayload']>(
      context,
      NO_FIELDS,
      { deletedVehicleId: null },
      async () => {
        await context.api.transports.delete(inputId(id, 'id', context.lang))
        return { deletedVehicleId: id, userErrors: [] }
      },
    ),
}
