import type { Db } from '../db/database.js'

/** Where and in which language an account's mail goes. */
export function recipientsRepository(db: Db) {
  return {
    find(userId: number) {
      return db
        .selectFrom('users')
        .select(['email', 'lang', 'name'])
        .where('id', '=', userId)
        .executeTakeFirst()
    },

    /** Whether the person is an active member of the company now (ADR 0111). */
    async isActiveMember(companyId: number, userId: number) {
      const row = await db
        .selectFrom('company_members')
        .select('id')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
