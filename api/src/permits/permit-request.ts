import { daysAfter, enterpriseToday } from '../calendar/days.js'
import { clientProfiles } from '../clients/clients.shared.js'
import type { Db } from '../db/database.js'
import { fleetOf } from '../fleet/fleet.shared.js'
import type { FieldProblem } from '../http/api-error.js'
import { FieldProblems } from '../http/field-problems.js'
import { uniqueIds } from '../http/ids.js'
import { isSet } from '../http/schemas.js'
import { isPermitDestination } from '../reference/reference.shared.js'
import { type NewPermit, permitsRepository } from './permits.repository.js'
import { idOf, type PermitRequest } from './schemas.js'

/** A request is for a trip being planned: departing within a year, lasting at most a year. */
const MAX_DAYS_AHEAD = 365

/**
 * The type of a request that names none: the earlier web client's form has no type choice, and
 * what it files is a bilateral permit (decision 0025). Our gateway always sends the type.
 */
const DEFAULT_PERMIT_TYPE = 1

/**
 * Checks an e-permit request against the caller's own rows and the reference data, and gives the
 * row to insert — or a 422 naming every field to fix. Ids are checked here, never left to a
 * foreign key, so a wrong id is the client's 422 and not our 500.
 */
export async function permitFromRequest(
  db: Db,
  userId: number,
  body: PermitRequest,
): Promise<NewPermit> {
  const permits = permitsRepository(db)
  const problems = new FieldProblems()
  const fail = (field: string, { key, params }: FieldProblem) =>
    problems.addFirst(field, key, params)
  const isLegal = isSet(body.is_legal)

  const today = enterpriseToday()
  if (body.departure_date < today) fail('departure_date', { key: 'date_not_past' })
  if (body.return_date < today) fail('return_date', { key: 'date_not_past' })
  else if (body.return_date < body.departure_date) {
    fail('return_date', { key: 'permit_return_before_departure' })
  }
  if (body.departure_date > daysAfter(today, MAX_DAYS_AHEAD)) {
    fail('departure_date', { key: 'permit_too_far_ahead', params: { days: MAX_DAYS_AHEAD } })
  }
  if (body.return_date > daysAfter(body.departure_date, MAX_DAYS_AHEAD)) {
    fail('return_date', { key: 'permit_too_far_ahead', params: { days: MAX_DAYS_AHEAD } })
  }

  const [profile, driver, country, permitType, transports] = await Promise.all([
    clientProfiles(db).summary({ userId, isLegal }),
    fleetOf(db).liveDriver(userId, idOf(body.driver)),
    permits.country(body.country),
    permits.permitType(body.permit_type ?? DEFAULT_PERMIT_TYPE),
    fleetOf(db).liveVehicles({ userId, isLegal }, uniqueIds(body.transports.map(idOf))),
  ])

  if (!profile) fail('client', { key: 'permit_client_missing' })
  else {
    const claimed = claimedClientId(body.client)
    if (claimed !== undefined && claimed !== profile.id) {
      fail('client', { key: 'permit_client_mismatch' })
    }
  }
  if (!driver || driver.is_legal !== isLegal) fail('driver', { key: 'permit_driver_not_own' })
  if (country === undefined) fail('country', { key: 'permit_country_unknown' })
  else if (!isPermitDestination(country)) fail('country', { key: 'permit_country_home' })
  if (!permitType) fail('permit_type', { key: 'permit_type_unknown' })

  const wanted = uniqueIds(body.transports.map(idOf))
  const cars = transports.filter((transport) => transport.is_transport)
  const trailers = transports.filter((transport) => !transport.is_transport)
  if (transports.length !== wanted.length) fail('transports', { key: 'permit_transports_not_own' })
  else if (cars.length !== 1 || trailers.length > 1) {
    fail('transports', { key: 'permit_transports_shape' })
  }

  const car = cars[0]
  if (problems.any || !profile || !driver || country === undefined || !permitType || !car) {
    return problems.fail()
  }
  return {
    user_id: userId,
    is_legal: isLegal,
    client_profile_id: profile.id,
    country_id: country.id,
    permit_type_id: permitType.id,
    type_of_cargo: body.type_of_cargo.trim(),
    container_number: String(body.container_number),
    departure_date: body.departure_date,
    return_date: body.return_date,
    driver_id: driver.id,
    car_id: car.id,
    trailer_id: trailers[0]?.id ?? null,
    permit_description: body.permit_description?.trim() ?? '',
    status: 1,
  }
}

/** The profile id a request names, if it names one (the earlier client sends the whole row). */
function claimedClientId(client: unknown): number | undefined {
  if (typeof client === 'number') return client
  if (typeof client === 'object' && client !== null && 'id' in client) {
    const id = (client as { id: unknown }).id
    return typeof id === 'number' ? id : undefined
  }
  return undefined
}
