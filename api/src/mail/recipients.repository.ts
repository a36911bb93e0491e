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
  }
}
