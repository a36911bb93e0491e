import { useFleetDrivers, useFleetVehicles } from './api/fleet-lists'
import { driverRow, type FleetRow, vehicleRow } from './fleet-rows'
import {
  clientKindOf,
  type FleetGroup,
  type FleetSubject,
  isVehicle,
  vehicleTypeOf,
} from './fleet-subjects'

/** The rows of one fleet list, from Apollo's cache when a mutation has already brought them. */
export function useFleetRows(group: FleetGroup, subject: FleetSubject): FleetRow[] {
  const kind = clientKindOf(group)
  const drivers = useFleetDrivers(subject === 'driver' ? { kind } : null)
  const vehicles = useFleetVehicles(
    isVehicle(subject) ? { kind, type: vehicleTypeOf(subject) } : null,
  )
  if (isVehicle(subject)) return (vehicles.data?.vehicles ?? []).map(vehicleRow)
  return (drivers.data?.drivers ?? []).map(driverRow)
}
