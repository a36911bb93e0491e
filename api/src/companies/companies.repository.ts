import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { MemberRole, MemberStatus } from '../db/schema.js'
import { sessionCache } from '../sessions/session-cache.js'

/** A company's members and a person's companies (ADR 0103). SQL only here. */
export function companiesRepository(db: Db) {
  const memberColumns = [
    'm.id',
    'm.user_id',
    'u.name',
    'u.email',
    'm.role',
    'm.status',
    'm.created_at',
  ] as const

  return {
    /**
     * The companies a person is an active member of (or, with `suspended`, those that
     * suspended them), their own first.
     */
    ofPerson(userId: number, status: MemberStatus = 'active') {
      return db
        .selectFrom('company_members as m')
        .innerJoin('users as c', 'c.id', 'm.company_id')
        .select(['m.company_id as id', 'c.corpname as name', 'm.role'])
        .where('m.user_id', '=', userId)
        .where('m.status', '=', status)
        .orderBy(sql`m.company_id = ${userId}`, 'desc')
        .orderBy('m.id')
        .execute()
    },

    /** The account a company was signed up with, as the office reads it. */
    account(companyId: number) {
      return db
        .selectFrom('users')
        .select(['id', sql<string>`coalesce(nullif(corpname, ''), name)`.as('name'), 'email'])
        .where('id', '=', companyId)
        .where('role', '=', 'client')
        .executeTakeFirst()
    },

    /** The company's name as its members and letters read it. */
    async nameOf(companyId: number) {
      const row = await db
        .selectFrom('users')
        .select(['corpname', 'name'])
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row ? row.corpname || row.name : undefined
    },

    members(companyId: number) {
      return db
        .selectFrom('company_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(memberColumns)
        .where('m.company_id', '=', companyId)
        .orderBy('m.id')
        .execute()
    },

    member(companyId: number, memberId: number) {
      return db
        .selectFrom('company_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(memberColumns)
        .where('m.company_id', '=', companyId)
        .where('m.id', '=', memberId)
        .executeTakeFirst()
    },

    /** The person's membership of the company, active or suspended. */
    membershipOf(companyId: number, userId: number) {
      return db
        .selectFrom('company_members')
        .select('id')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    },

    async isMember(companyId: number, userId: number) {
      const row = await db
        .selectFrom('company_members')
        .select('id')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row !== undefined
    },

    /**
     * Active administrators of the company, counted under a lock of its members' rows, so two
     * administrators leaving at once cannot both be let go.
     */
    async activeAdministrators(companyId: number) {
      const rows = await db
        .selectFrom('company_members')
        .select('id')
        .where('company_id', '=', companyId)
        .where('role', '=', 'administrator')
        .where('status', '=', 'active')
        .forUpdate()
        .execute()
      return rows.map((row) => row.id)
    },

    async add(companyId: number, userId: number, role: MemberRole) {
      await db
        .insertInto('company_members')
        .values({ company_id: companyId, user_id: userId, role })
        .execute()
      sessionCache.forgetUser(userId)
    },

    async update(
      companyId: number,
      memberId: number,
      change: { role?: MemberRole; status?: MemberStatus },
    ) {
      const row = await db
        .updateTable('company_members')
        .set({ ...change, updated_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', memberId)
        .returning('user_id')
        .executeTakeFirst()
      if (row) sessionCache.forgetUser(row.user_id)
      return row !== undefined
    },

    async remove(companyId: number, memberId: number) {
      const row = await db
        .deleteFrom('company_members')
        .where('company_id', '=', companyId)
        .where('id', '=', memberId)
        .returning('user_id')
        .executeTakeFirst()
      if (row) sessionCache.forgetUser(row.user_id)
      return row !== undefined
    },
  }
}
