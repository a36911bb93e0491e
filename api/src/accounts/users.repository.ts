import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { NewUser, User } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'

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

    create(user: NewUser) {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
    },

    updateProfile(id: number, fields: ProfileFields) {
      return db
        .updateTable('users')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    setEmail(id: number, email: string) {
      return db
        .updateTable('users')
        .set({ email, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    async setPassword(id: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },

    async setLang(id: number, lang: Lang) {
      await db
        .updateTable('users')
        .set({ lang })
        .where('id', '=', id)
        .where('lang', '<>', lang)
        .execute()
    },
  }
}

/** Postgres' unique_violation, as both engines report it. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  )
}
