import type {
  DeleteDriverPayload,
  DeleteVehiclePayload,
  MutationResolvers,
  UserError,
} from '../../__generated__/resolvers-types.js'
import { isLegal } from '../enums.js'
import { inputId, inputIds } from '../ids.js'
import type { SavedPayload } from '../saved-payload.js'
import { withUserErrors } from '../user-errors.js'

const DRIVER_FIELDS = {
  driving_license_number: 'licenceNumber',
  driving_license_expired_date: 'licenceExpiresOn',
  driving_licence_categories: 'licenceCategoryIds',
  transports: 'vehicleIds',
  is_legal: 'kind',
}
const VEHICLE_FIELDS = {
  brand_id: 'brandId',
  plate_number: 'plateNumber',
  card_number: 'cardNumber',
  card_start_date: 'cardIssuedOn',
  driver_id: 'driverId',
  is_transport: 'type',
  is_legal: 'kind',
}
const saved = { savedId: null }

/** Drivers, cars and trailers. */
export const fleetMutations: MutationResolvers = {
  createDriver: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, DRIVER_FIELDS, saved, async () => {
      const { id } = await context.api.drivers.create({
        is_legal: isLegal(input.kind),
        name: input.name,
        surname: input.surname,
        patronymic: input.patronymic,
        driving_license_number: input.licenceNumber,
        driving_license_expired_date: input.licenceExpiresOn,
        driving_licence_categories: inputIds(
          input.licenceCategoryIds ?? [],
          'licenceCategoryIds',
          context.lang,
        ),
        transports: inputIds(input.vehicleIds ?? [], 'vehicleIds', context.lang),
      })
      return { savedId: id, userErrors: [] }
    }),

  updateDriver: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, DRIVER_FIELDS, saved, async () => {
      const id = inputId(input.id, 'id', context.lang)
      await context.api.drivers.update(id, {
        name: input.name,
        surname: input.surname,
        patronymic: input.patronymic,
        driving_license_number: input.licenceNumber,
        driving_license_expired_date: input.licenceExpiresOn,
        driving_licence_categories: inputIds(
          input.licenceCategoryIds ?? [],
          'licenceCategoryIds',
          context.lang,
        ),
        transports: inputIds(input.vehicleIds ?? [], 'vehicleIds', context.lang),
      })
      return { savedId: id, userErrors: [] }
    }),

  deleteDriver: (_, { id }, context) =>
    withUserErrors<DeleteDriverPayload>(context, {}, { deletedDriverId: null }, async () => {
      await context.api.drivers.delete(inputId(id, 'id', context.lang))
      return { deletedDriverId: id, userErrors: [] }
    }),

  createVehicle: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, VEHICLE_FIELDS, saved, async () => {
      const { id } = await context.api.transports.create({
        is_legal: isLegal(input.kind),
        is_transport: input.type === 'CAR',
        brand_id: inputId(input.brandId, 'brandId', context.lang),
        plate_number: input.plateNumber,
        card_number: input.cardNumber,
        card_start_date: input.cardIssuedOn,
        driver_id: input.driverId ? inputId(input.driverId, 'driverId', context.lang) : null,
      })
      return { savedId: id, userErrors: [] }
    }),

  updateVehicle: (_, { input }, context) =>
    withUserErrors<SavedPayload<UserError>>(context, VEHICLE_FIELDS, saved, async () => {
      const id = inputId(input.id, 'id', context.lang)
      await context.api.transports.update(id, {
        brand_id: inputId(input.brandId, 'brandId', context.lang),
        plate_number: input.plateNumber,
        card_number: input.cardNumber,
        card_start_date: input.cardIssuedOn,
        driver_id: input.driverId ? inputId(input.driverId, 'driverId', context.lang) : null,
      })
      return { savedId: id, userErrors: [] }
    }),

  deleteVehicle: (_, { id }, context) =>
    withUserErrors<DeleteVehiclePayload>(context, {}, { deletedVehicleId: null }, async () => {
      await context.api.transports.delete(inputId(id, 'id', context.lang))
      return { deletedVehicleId: id, userErrors: [] }
    }),
}
