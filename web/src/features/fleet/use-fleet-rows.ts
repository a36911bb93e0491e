import { skipToken, useSuspenseQuery } from '@apollo/client/react'
import { FleetDriversQuery, FleetVehiclesQuery } from './api/fleet-lists'
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
  const drivers = useSuspenseQuery(
    FleetDriversQuery,
    subject === 'driver' ? { variables: { kind } } : skipToken,
  )
  const vehicles = useSuspenseQuery(
    FleetVehiclesQuery,
    isVehicle(subject) ? { variables: { kind, type: vehicleTypeOf(subject) } } : skipToken,
  )
  if (isVehicle(subject)) return (vehicles.data?.vehicles ?? []).map(vehicleRow)
  return (drivers.data?.drivers ?? []).map(driverRow)
}
