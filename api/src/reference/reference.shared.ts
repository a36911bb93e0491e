import { daysAfter, enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import { referenceRepository } from './reference.repository.js'

/** How many days a loading or unloading permission is valid from the day it is filed. */
export const PERMISSION_VALIDITY_DAYS = 30

/** The last day a permission filed `now` is valid (yyyy-mm-dd). */
export function permissionValidUntil(now: Date = new Date()): string {
  return daysAfter(enterpriseToday(now), PERMISSION_VALIDITY_DAYS)
}

/** The home country, whose code the countries list gives it: Turkmenistan. */
export const HOME_COUNTRY_CODE = 'tm'

/**
 * Whether an e-permit may name the country as its destination: an e-permit is for a trip abroad,
 * so every country but Turkmenistan itself (a vehicle's country may still be Turkmenistan).
 */
export const isPermitDestination = (country: { code: string }) => country.code !== HOME_COUNTRY_CODE

/** Every reference list in three languages, read together (the e-permit form shows several). */
export const referenceLists = (db: Db) => referenceRepository(db).lists()
