import { companyEvents } from '../audit/company-events.repository.js'
import { enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { ValidationFailed } from '../http/api-error.js'
import { FieldProblems } from '../http/field-problems.js'
import { normalizePlate } from '../plates/plates.js'
import { driversRepository, type FleetWriter, type Owner } from './drivers.repository.js'
import { fleetWrite } from './fleet-versions.js'
import {
  brandsRepository,
  type TransportFields,
  transportsRepository,
} from './transports.repository.js'
import type { TransportUpdateBody } from './transports.schemas.js'

export type VehicleOwner = Owner & { isCar: boolean }

/**
 * The transport form checked against what the schema cannot know: a brand of the right kind,
 * a plate the owner has not used on another live vehicle (as plates compare: plates/plates.ts), a card not issued in the future, and a
 * driver of the owner's own of the same kind. All problems at once, per field.
 */
export async function checkTransportForm(
  db: Db,
  owner: VehicleOwner,
  body: TransportUpdateBody,
  transportId?: number,
): Promise<TransportFields> {
  const plate = normalizePlate(body.plate_number)
  const driverId = body.driver_id ?? null
  const [brand, plateTaken, ownDrivers] = await Promise.all([
    brandsRepository(db).find(body.brand_id),
    transportsRepository(db).plateTaken(owner.userId, plate, transportId),
    driverId === null ? [] : driversRepository(db).ownIds(owner, [driverId]),
  ])
  const problems = new FieldProblems()
  if (!brand) problems.add('brand_id', 'brand_unknown')
  else if (brand.kind === (owner.isCar ? 'trailer' : 'truck')) {
    problems.add('brand_id', owner.isCar ? 'brand_not_car' : 'brand_not_trailer')
  }
  if (plateTaken) problems.add('plate_number', 'plate_taken')
  if (body.card_start_date > enterpriseToday()) problems.add('card_start_date', 'date_not_future')
  if (driverId !== null && ownDrivers.length === 0) problems.add('driver_id', 'driver_not_own')
  problems.throwIfAny()
  return {
    brand_id: body.brand_id,
    plate_number: plate,
    card_number: body.card_number.trim(),
    card_start_date: body.card_start_date,
    driver_id: driverId,
  }
}

/**
 * Creates the vehicle (no `transportId`) or rewrites it. The driver is checked again under a
 * lock, so a driver deleted meanwhile is not linked; two saves of one plate at once meet the
 * unique index, answered like the check above. Undefined when there is no such vehicle.
 */
export async function saveTransport(
  db: Db,
  owner: VehicleOwner,
  fields: TransportFields,
  transportId?: number,
): Promise<number | undefined> {
  try {
    return await fleetWrite(db, owner.userId, async (trx) => {
      if (
        fields.driver_id !== null &&
        !(await driversRepository(trx).lockOwn(owner, fields.driver_id))
      ) {
        throw ValidationFailed.field('driver_id', 'driver_not_own')
      }
      const transports = transportsRepository(trx)
      const memberId = owner.memberId ?? owner.userId
      const id =
        transportId === undefined
          ? await transports.create(owner, fields)
          : (await transports.update(owner.userId, transportId, fields, memberId))
            ? transportId
            : undefined
      if (id === undefined) return undefined
      await companyEvents(trx).record({
        companyId: owner.userId,
        memberId,
        kind: transportId === undefined ? 'vehicle_added' : 'vehicle_changed',
        subject: 'transport',
        subjectId: id,
      })
      return id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'transports_plate_idx'))
      throw ValidationFailed.field('plate_number', 'plate_taken')
    throw error
  }
}

/** Removes the owner's car or trailer from the lists; false when there is no such vehicle. */
export function deleteTransport(db: Db, writer: FleetWriter, transportId: number) {
  const { userId, memberId } = writer
  return fleetWrite(db, userId, async (trx) => {
    if (!(await transportsRepository(trx).softDelete(userId, transportId, memberId))) return false
    await companyEvents(trx).record({
      companyId: userId,
      memberId,
      kind: 'vehicle_removed',
      subject: 'transport',
      subjectId: transportId,
    })
    return true
  })
}
