import { useMutation } from '@apollo/client/react'
import { DeleteDriverMutation } from './api/delete-driver'
import { DeleteVehicleMutation } from './api/delete-vehicle'
import { evictRecord } from './api/evict-record'
import { clientKindOf, type FleetGroup, type FleetSubject } from './fleet-subjects'

type Deleted = { deleted: true } | { deleted: false; message: string | undefined }

/**
 * Deletes a driver, car or trailer in one request: the answer re-selects the lists and the record
 * leaves the cache, so the list shows the change at once. Resolves whether it was deleted (with
 * the gateway's reason when not); a failed request (no network, the API down) rejects.
 */
export function useDeleteRecord(group: FleetGroup, subject: FleetSubject) {
  const kind = clientKindOf(group)
  const [deleteDriver, driverState] = useMutation(DeleteDriverMutation, {
    update: (cache, { data }) =>
      evictRecord(cache, 'Driver', data?.deleteDriver.deletedDriverId ?? null),
  })
  const [deleteVehicle, vehicleState] = useMutation(DeleteVehicleMutation, {
    update: (cache, { data }) =>
      evictRecord(cache, 'Vehicle', data?.deleteVehicle.deletedVehicleId ?? null),
  })

  async function remove(id: string): Promise<Deleted> {
    if (subject === 'driver') {
      const { data } = await deleteDriver({ variables: { id, kind } })
      const payload = data?.deleteDriver
      return payload?.deletedDriverId
        ? { deleted: true }
        : { deleted: false, message: payload?.userErrors[0]?.message }
    }
    const { data } = await deleteVehicle({ variables: { id, kind } })
    const payload = data?.deleteVehicle
    return payload?.deletedVehicleId
      ? { deleted: true }
      : { deleted: false, message: payload?.userErrors[0]?.message }
  }

  return { remove, deleting: driverState.loading || vehicleState.loading }
}
