import type { GatewayContext } from '../context.js'
import type { DriverSavedPayload, SavedPayload } from '../saved-payload.js'

/**
 * The saved record is read only when the operation asks for it, after the save: a client that
 * needs just `userErrors` costs one REST call.
 */
export const driver = ({ savedId }: SavedPayload, _: unknown, { loaders }: GatewayContext) =>
  savedId === null ? null : loaders.driver.load(savedId)
export const vehicle = ({ savedId }: SavedPayload, _: unknown, { loaders }: GatewayContext) =>
  savedId === null ? null : loaders.vehicle.load(savedId)

/** A request just filed is on the first page of the history (newest first). */
export async function filedRequest(
  savedId: number | null,
  models: number[],
  { loaders }: GatewayContext,
) {
  if (savedId === null) return null
  const page = await loaders.history.load({ page: 1 })
  return page?.payload.find((row) => row.id === savedId && models.includes(row.model_id)) ?? null
}

/** One of the caller's drivers of a kind, from the one list of that kind; null if gone. */
export async function driverOfKind({ loaders }: GatewayContext, isLegal: boolean, id: number) {
  const drivers = await loaders.driversOfKind.load(isLegal)
  return drivers.find((row) => row.id === id) ?? null
}

export const reassignedVehicles = ({ reassigned }: DriverSavedPayload) => reassigned
