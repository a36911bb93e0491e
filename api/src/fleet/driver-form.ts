import { companyEvents } from '../audit/company-events.repository.js'
import { enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import { ValidationFailed } from '../http/api-error.js'
import { FieldProblems } from '../http/field-problems.js'
import { uniqueIds } from '../http/ids.js'
import {
  type DriverFields,
  driversRepository,
  drivingCategoriesRepository,
  type FleetWriter,
  type Owner,
} from './drivers.repository.js'
import type { DriverBody } from './drivers.schemas.js'
import { fleetWrite } from './fleet-versions.js'
import { transportsRepository } from './transports.repository.js'

/** A driver's save: its id and the vehicles it took from other drivers of the owner. */
export interface DriverSaved {
  id: number
  reassigned: { id: number; is_transport: boolean; previous_driver_id: number }[]
}

export interface DriverForm {
  fields: DriverFields
  categoryIds: number[]
  transportIds: number[]
}

/**
 * The driver form checked against what the schema cannot know: the licence still valid, the
 * categories real, the vehicles the owner's own of the same kind. All problems at once, per field.
 */
export async function checkDriverForm(
  db: Db,
  owner: Owner,
  body: Omit<DriverBody, 'is_legal'>,
): Promise<DriverForm> {
  const categoryIds = uniqueIds(body.driving_licence_categories ?? [])
  const transportIds = uniqueIds(body.transports ?? [])
  const [knownCategories, ownTransports] = await Promise.all([
    drivingCategoriesRepository(db).existingIds(categoryIds),
    transportsRepository(db).ownIds(owner, transportIds),
  ])
  const problems = new FieldProblems()
  if (body.driving_license_expired_date < enterpriseToday()) {
    problems.add('driving_license_expired_date', 'date_not_past')
  }
  if (knownCategories.length < categoryIds.length) {
    problems.add('driving_licence_categories', 'driving_category_unknown')
  }
  if (ownTransports.length < transportIds.length) problems.add('transports', 'transports_not_own')
  problems.throwIfAny()
  return {
    fields: {
      name: body.name.trim(),
      surname: body.surname.trim(),
      patronymic: body.patronymic.trim(),
      driving_license_number: body.driving_license_number.trim(),
      driving_license_expired_date: body.driving_license_expired_date,
    },
    categoryIds,
    transportIds,
  }
}

/**
 * Creates the driver (no `driverId`) or rewrites it, with its categories and vehicle links, in
 * one transaction. Answers the driver's id and the vehicles it took from other drivers (decided
 * here, so nobody has to guess them beforehand), or undefined when there is no such driver.
 */
export async function saveDriver(
  db: Db,
  owner: Owner,
  form: DriverForm,
  driverId?: number,
): Promise<DriverSaved | undefined> {
  return fleetWrite(db, owner.userId, async (trx) => {
    const drivers = driversRepository(trx)
    const memberId = owner.memberId ?? owner.userId
    let id = driverId
    if (id === undefined) {
      id = await drivers.create(owner, form.fields)
    } else if (!(await drivers.update(owner.userId, id, form.fields, memberId))) {
      return undefined
    }
    await companyEvents(trx).record({
      companyId: owner.userId,
      memberId,
      kind: driverId === undefined ? 'driver_added' : 'driver_changed',
      subject: 'driver',
      subjectId: id,
    })
    await drivers.replaceCategories(id, form.categoryIds)
    const links = await transportsRepository(trx).setDriverLinks(owner, id, form.transportIds)
    // A vehicle deleted between the check and now: refuse rather than link part of the list.
    if (links.linked.length < form.transportIds.length) {
      throw ValidationFailed.field('transports', 'transports_not_own')
    }
    return { id, reassigned: links.moved }
  })
}

/** Soft-deletes the owner's driver and lets its vehicles go; false when there is no such driver. */
export async function deleteDriver(db: Db, writer: FleetWriter, driverId: number) {
  const { userId, memberId } = writer
  return fleetWrite(db, userId, async (trx) => {
    if (!(await driversRepository(trx).softDelete(userId, driverId, memberId))) return false
    await transportsRepository(trx).releaseDriver(userId, driverId)
    await companyEvents(trx).record({
      companyId: userId,
      memberId,
      kind: 'driver_removed',
      subject: 'driver',
      subjectId: driverId,
    })
    return true
  })
}
