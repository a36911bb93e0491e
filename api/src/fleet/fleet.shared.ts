import type { Db } from '../db/database.js'
import { driversRepository, type Owner } from './drivers.repository.js'
import { transportsRepository } from './transports.repository.js'

/**
 * What the e-permit form and its request may ask of a client's fleet: live drivers and vehicles
 * of the chosen kind, a driver's categories and the vehicles linked to them.
 */
export function fleetOf(db: Db) {
  const drivers = driversRepository(db)
  const transports = transportsRepository(db)
  return {
    driverNames: (owner: Owner) => drivers.names(owner),
    /** The caller's live driver (of either kind), or undefined. */
    liveDriver: (userId: number, driverId: number) => drivers.find(userId, driverId),
    liveVehicles: (owner: Owner, ids: number[]) => transports.liveOfKind(owner, ids),
    driverCategories: (driverId: number) => drivers.categoriesOf(driverId),
    vehiclesLinkedTo: (userId: number, driverId: number) => transports.linkedTo(userId, driverId),
  }
}
