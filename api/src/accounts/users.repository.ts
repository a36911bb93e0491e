import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { NewUser, User } from '../db/schema.js'
import { sessionCache } from '../sessions/session-cache.js'

export type ProfileFields = Pick<User, 'name' | 'phone' | 'corpname' | 'ygtyyarnama_no' | 'yegrpo'>

/** Accounts. E-mail addresses are unique without regard to case. */
export function usersRepository(db: Db) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst()
    },

    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async emailTaken(email: string, exceptUserId?: number) {
      let query = db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId)
      return (await query.executeTakeFirst()) !== undefined
    },

    /**
     * A haulier's account, and the company it founds with itself as administrator (ADR 0103);
     * a person invited into a company founds none.
     */
    async create(user: NewUser, options = { foundsCompany: true }) {
      const created = await db
        .insertInto('users')
        .values(user)
        .returningAll()
        .executeTakeFirstOrThrow()
      if (created.role === 'client' && options.foundsCompany) {
        await db
          .insertInto('company_members')
          .values({ company_id: created.id, user_id: created.id, role: 'administrator' })
          .execute()
      }
      return created
    },

    /** Inserts `user` unless its e-mail is taken; answers whether it did. */
    async createUnlessTaken(user: NewUser): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values(user)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    async updateProfile(id: number, fields: ProfileFields) {
      const user = await db
        .updateTable('users')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      // The name and e-mail a checked session carries are read again.
      sessionCache.forgetUser(id)
      return user
    },

    async setEmail(id: number, email: string) {
      const user = await db
        .updateTable('users')
        .set({ email, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      // The name and e-mail a checked session carries are read again.
      sessionCache.forgetUser(id)
      return user
    },

    async setPassword(id: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },
  }
}
