import type {
  CreateDriverPayloadResolvers,
  CreateVehiclePayloadResolvers,
  FileCargoPermissionPayloadResolvers,
  RequestPermitPayloadResolvers,
  SendOnlineApplicationPayloadResolvers,
  UpdateDriverPayloadResolvers,
  UpdateVehiclePayloadResolvers,
} from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import type { SavedPayload } from './saved-payload.js'

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
  const page = await loaders.history.load(1)
  return page?.payload.find((row) => row.id === savedId && models.includes(row.model_id)) ?? null
}

export const CreateDriverPayload: CreateDriverPayloadResolvers = { driver }
export const UpdateDriverPayload: UpdateDriverPayloadResolvers = { driver }
export const CreateVehiclePayload: CreateVehiclePayloadResolvers = { vehicle }
export const UpdateVehiclePayload: UpdateVehiclePayloadResolvers = { vehicle }

export const RequestPermitPayload: RequestPermitPayloadResolvers = {
  async permit({ savedId }, _, { loaders }) {
    if (savedId === null) return null
    const { permits } = await loaders.permits.load('all')
    return permits.find((permit) => permit.id === savedId) ?? null
  },
}

export const FileCargoPermissionPayload: FileCargoPermissionPayloadResolvers = {
  permission: ({ savedId }, _, context) => filedRequest(savedId, [2, 3], context),
}

export const SendOnlineApplicationPayload: SendOnlineApplicationPayloadResolvers = {
  application: ({ savedId }, _, context) => filedRequest(savedId, [1], context),
}
