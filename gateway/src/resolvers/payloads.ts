import type { GatewayContext } from '../context.js'
import { vehicleRecordsOf } from '../rest/transports.js'
import { type DriverSavedPayload, ROOT_QUERY, type SavedPayload } from '../saved-payload.js'

/**
 * A saved vehicle is read only when the operation asks for it, after the save: a client that
 * needs just `userErrors` costs one REST call. (A driver's save answers the driver itself.)
 */
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

/** The fields of a driver's save payload (created or updated alike). */
export const driverPayload = {
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
