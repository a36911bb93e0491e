import type {
  CreateDriverPayloadResolvers,
  CreateVehiclePayloadResolvers,
  FileCargoPermissionPayloadResolvers,
  ReassignedVehicleResolvers,
  RequestPermitPayloadResolvers,
  SaveIndividualProfilePayloadResolvers,
  SaveLegalEntityProfilePayloadResolvers,
  SendOnlineApplicationPayloadResolvers,
  UpdateDriverPayloadResolvers,
  UpdateVehiclePayloadResolvers,
} from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import { vehicleRecordsOf } from '../rest/transports.js'
import { type DriverSavedPayload, ROOT_QUERY, type SavedPayload } from './saved-payload.js'

/**
 * A saved vehicle is read only when the operation asks for it, after the save: a client that
 * needs just `userErrors` costs one REST call. (A driver's save answers the driver itself.)
 */
const vehicle = ({ savedId }: SavedPayload, _: unknown, { loaders }: GatewayContext) =>
  savedId === null ? null : loaders.vehicle.load(savedId)

/** A request just filed is on the first page of the history (newest first). */
async function filedRequest(savedId: number | null, models: number[], { loaders }: GatewayContext) {
  if (savedId === null) return null
  const page = await loaders.history.load({ page: 1 })
  return page?.payload.find((row) => row.id === savedId && models.includes(row.model_id)) ?? null
}

/** One of the caller's drivers of a kind, from the one list of that kind; null if gone. */
async function driverOfKind({ loaders }: GatewayContext, isLegal: boolean, id: number) {
  const drivers = await loaders.driversOfKind.load(isLegal)
  return drivers.find((row) => row.id === id) ?? null
}

/**
 * What a driver's save answered, put where the payload's fields read: the driver, and the kind's
 * cars and trailers as the save left them. The payload's lists, its moved vehicles and the saved
 * driver's own vehicles are read from there, not asked of the API again. (Idempotent: a primed
 * key keeps its first value.)
 */
function knownAfterSave({ saved }: DriverSavedPayload, { loaders }: GatewayContext) {
  if (!saved) return
  const isLegal = saved.driver.is_legal
  loaders.driver.prime(saved.id, saved.driver)
  loaders.vehiclesOf.prime(
    { isLegal, isCar: true },
    vehicleRecordsOf(saved.vehicles.transports, isLegal, true),
  )
  loaders.vehiclesOf.prime(
    { isLegal, isCar: false },
    vehicleRecordsOf(saved.vehicles.trailers, isLegal, false),
  )
}

const driverPayload = {
  driver(payload: DriverSavedPayload, _: unknown, context: GatewayContext) {
    knownAfterSave(payload, context)
    return payload.saved?.driver ?? null
  },
  reassignedVehicles(payload: DriverSavedPayload, _: unknown, context: GatewayContext) {
    knownAfterSave(payload, context)
    return payload.reassigned
  },
  query(payload: DriverSavedPayload, _: unknown, context: GatewayContext) {
    knownAfterSave(payload, context)
    return ROOT_QUERY
  },
}

export const CreateDriverPayload: CreateDriverPayloadResolvers = driverPayload
export const UpdateDriverPayload: UpdateDriverPayloadResolvers = driverPayload

// From the lists of the kind, which the saved driver's own `cars` and `trailers` read too.
export const ReassignedVehicle: ReassignedVehicleResolvers = {
  async vehicle({ vehicleId, isLegal }, _, { loaders }) {
    const lists = await loaders.vehiclesOf.loadMany([
      { isLegal, isCar: true },
      { isLegal, isCar: false },
    ])
    for (const list of lists) {
      if (list instanceof Error) throw list
      const found = list.find((row) => row.id === vehicleId)
      if (found) return found
    }
    throw new Error(`vehicle ${vehicleId} vanished after its driver's save`)
  },
  previousDriver: ({ previousDriverId, isLegal }, _, context) =>
    driverOfKind(context, isLegal, previousDriverId),
}

export const CreateVehiclePayload: CreateVehiclePayloadResolvers = { vehicle }
export const UpdateVehiclePayload: UpdateVehiclePayloadResolvers = {
  vehicle,
  previousDriver: ({ previousDriver }, _, context) =>
    previousDriver && driverOfKind(context, previousDriver.isLegal, previousDriver.id),
}

export const SaveIndividualProfilePayload: SaveIndividualProfilePayloadResolvers = {
  profile: ({ saved }, _, { loaders }) => (saved ? loaders.individualProfile.load('me') : null),
}
export const SaveLegalEntityProfilePayload: SaveLegalEntityProfilePayloadResolvers = {
  profile: ({ saved }, _, { loaders }) => (saved ? loaders.legalEntityProfile.load('me') : null),
}

export const RequestPermitPayload: RequestPermitPayloadResolvers = {
  async permit({ savedId }, _, { loaders }) {
    if (savedId === null) return null
    // The newest permit is on top of the first page, the page the answer's `query` re-reads.
    const { permits } = await loaders.permitPage.load({ page: 1 })
    const found = permits.find((permit) => permit.id === savedId)
    if (found) return found
    return (await loaders.permits.load('all')).permits.find((p) => p.id === savedId) ?? null
  },
}

export const FileCargoPermissionPayload: FileCargoPermissionPayloadResolvers = {
  permission: ({ savedId }, _, context) => filedRequest(savedId, [2, 3], context),
}

export const SendOnlineApplicationPayload: SendOnlineApplicationPayloadResolvers = {
  application: ({ savedId }, _, context) => filedRequest(savedId, [1], context),
}
