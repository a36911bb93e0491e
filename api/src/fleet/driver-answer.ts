import type { Db } from '../db/database.js'
import type { DriverSaved } from './driver-form.js'
import { driversRepository, type Owner } from './drivers.repository.js'
import { transportsRepository } from './transports.repository.js'
import { splitVehicles } from './vehicles.js'

type StoredDriver = NonNullable<Awaited<ReturnType<ReturnType<typeof driversRepository>['find']>>>

/** One driver as `GET /api/driver/{id}` answers it: categories, cars and trailers included. */
export async function driverRecord(db: Db, userId: number, driver: StoredDriver) {
  const [categories, vehicles] = await Promise.all([
    driversRepository(db).categoriesOf(driver.id),
    transportsRepository(db).linkedTo(userId, driver.id),
  ])
  const { cars, trailers } = splitVehicles(vehicles)
  return {
    ...driver,
    drivingCategoris: categories,
    driving_licence_categories: categories.map((category) => category.id),
    transports: cars.map((car) => car.id),
    trailers: trailers.map((trailer) => trailer.id),
    linked_transports: cars,
    linked_trailers: trailers,
  }
}

/**
 * What a driver's save decided, as its answer carries it: the driver as stored now, the vehicles
 * it took from other drivers, and the kind's cars and trailers as the save left them (the lists a
 * client shows beside the driver), so nothing needs to be read again or guessed beforehand.
 */
export async function driverSavedAnswer(db: Db, owner: Owner, saved: DriverSaved) {
  const transports = transportsRepository(db)
  const [driver, cars, trailers] = await Promise.all([
    driversRepository(db).find(owner.userId, saved.id),
    transports.list(owner, true),
    transports.list(owner, false),
  ])
  if (!driver) throw new Error(`driver ${saved.id} vanished in its own save`)
  const listed = (rows: typeof cars) =>
    rows.map((row) => ({ ...row, plateNumber: row.plate_number }))
  return {
    status: 'success' as const,
    id: saved.id,
    driver: await driverRecord(db, owner.userId, driver),
    reassigned: saved.reassigned,
    vehicles: { transports: listed(cars), trailers: listed(trailers) },
  }
}
