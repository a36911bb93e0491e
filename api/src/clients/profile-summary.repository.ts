import type { Db } from '../db/database.js'

/** Whose profile: a user and one kind (legal or individual). */
export interface ProfileOwner {
  userId: number
  isLegal: boolean
}
type Owner = ProfileOwner

/**
 * The cabinet forms' view of the caller's client profile of one kind: whether it exists (the forms
 * send a client without one to fill it in first) and its main facts.
 */
export function clientProfileRepository(db: Db) {
  const ofKind = ({ userId, isLegal }: Owner) =>
    db.selectFrom('client_profiles').where('user_id', '=', userId).where('is_legal', '=', isLegal)

  return {
    async summary(owner: Owner) {
      const row = await ofKind(owner)
        .select([
          'id',
          'is_legal',
          'company_name',
          'surname',
          'name',
          'patronymic',
          'phone',
          'email',
          'region_id',
          'city_id',
          'license_number',
          'license_expire_date',
        ])
        .executeTakeFirst()
      return row ?? null
    },

    async exists(owner: Owner) {
      return (await ofKind(owner).select('id').executeTakeFirst()) !== undefined
    },
  }
}
