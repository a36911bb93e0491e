import type { DriverSaved } from './rest/drivers.js'

/**
 * A mutation's payload before its object fields are resolved: the id of what it saved, and the
 * problems a person can fix. The generated resolver types map the save payloads to these, so
 * they import none of them (a type cycle with generated code otherwise).
 */
export interface SavedPayload<E = { code: string; field?: string[] | null; message: string }> {
  savedId: number | null
  userErrors: E[]
}

/** A car or trailer a driver's save took from another driver of the same kind. */
export interface VehicleMove {
  vehicleId: number
  isLegal: boolean
  previousDriverId: number
}

/**
 * A driver's save: the vehicles it took from other drivers, and the API's answer (the driver as
 * stored, the kind's cars and trailers as the save left them), which the payload shows as it is.
 */
export interface DriverSavedPayload<E = SavedPayload['userErrors'][number]>
  extends SavedPayload<E> {
  reassigned: VehicleMove[]
  saved: DriverSaved | null
}

/** A vehicle's save: and the driver it was taken from, when the save changed its driver. */
export interface VehicleSavedPayload<E = SavedPayload['userErrors'][number]>
  extends SavedPayload<E> {
  previousDriver: { id: number; isLegal: boolean } | null
}

/** A client profile's save: whether it was saved (the profile is read afterwards, if asked). */
export interface ProfileSavedPayload<E = SavedPayload['userErrors'][number]> {
  saved: boolean
  userErrors: E[]
}

/** The root query a payload offers to re-read lists: `Query`'s resolvers need no parent. */
export const ROOT_QUERY: Record<PropertyKey, never> = {}

/** What `Query.office` hands its fields: the signed-in operator's account id (office/office.ts). */
export interface OfficeRoot {
  operatorId: number
}
