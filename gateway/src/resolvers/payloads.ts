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
import type { DriverSavedPayload, SavedPayload } from '../saved-payload.js'

/**
 * The saved record is read only when the operation asks for it, after the save: a client that
 * needs just `userErrors` costs one REST call.
 */
const driver = ({ savedId }: SavedPayload, _: unknown, { loaders }: GatewayContext) =>
  savedId === null ? null : loaders.driver.load(savedId)
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

const reassignedVehicles = ({ reassigned }: DriverSavedPayload) => reassigned

export const CreateDriverPayload: CreateDriverPayloadResolvers = { driver, reassignedVehicles }
export const UpdateDriverPayload: UpdateDriverPayloadResolvers = { driver, reassignedVehicles }

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
