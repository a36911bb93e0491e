import Type from 'typebox'
import type { Db } from '../db/database.js'
import { IsoDate } from '../http/schemas.js'
import { clientsRepository } from './clients.repository.js'
import { clientProfileRepository, type ProfileOwner } from './profile-summary.repository.js'

/**
 * What other domains may know of, and do to, client profiles: the fleet and e-permit forms show
 * the profile of the chosen kind (or send the client to fill it in), operators set deposits.
 */

export type { ProfileOwner }

export function clientProfiles(db: Db) {
  const profiles = clientProfileRepository(db)
  return {
    /** The main facts of the profile, or null when the client has none of that kind. */
    summary: (owner: ProfileOwner) => profiles.summary(owner),
    exists: (owner: ProfileOwner) => profiles.exists(owner),
    /** An operator sets the deposit; undefined when there is no such profile. */
    setBalance: (owner: ProfileOwner, balance: number) =>
      clientsRepository(db).setBalance(owner.userId, owner.isLegal, balance),
  }
}

/** The main facts of the caller's client profile of one kind, as the cabinet forms show them. */
export const ClientProfileSummary = Type.Object(
  {
    id: Type.Integer(),
    is_legal: Type.Boolean(),
    company_name: Type.Union([Type.String(), Type.Null()]),
    surname: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    patronymic: Type.Union([Type.String(), Type.Null()]),
    phone: Type.String(),
    email: Type.String(),
    license_number: Type.String(),
    license_expire_date: IsoDate,
    region_id: Type.Integer(),
    city_id: Type.Integer(),
  },
  { description: 'The client profile of the chosen kind' },
)
