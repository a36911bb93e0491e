import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { MemberRole } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'
import { sha256 } from '../security/secrets.js'

/** Invitations into a company: only their link's SHA-256 is kept (ADR 0103). */
export function invitationsRepository(db: Db) {
  return {
    async create(input: {
      companyId: number
      email: string
      role: MemberRole
      lang: Lang
      invitedBy: number
      token: string
      expiresAt: Date
    }) {
      const row = await db
        .insertInto('company_invitations')
        .values({
          company_id: input.companyId,
          email: input.email,
          role: input.role,
          lang: input.lang,
          invited_by: input.invitedBy,
          token_hash: sha256(input.token),
          expires_at: input.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** A new link for the invitation (the letter's); the one before stops working. */
    async renew(id: number, token: string) {
      return db
        .updateTable('company_invitations')
        .set({ token_hash: sha256(token) })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .returning(['email', 'role', 'lang', 'company_id', 'invited_by', 'expires_at'])
        .executeTakeFirst()
    },

    /** The company's invitations still waiting for an answer. */
    pending(companyId: number, now = new Date()) {
      return db
        .selectFrom('company_invitations')
        .select(['id', 'email', 'role', 'lang', 'created_at', 'expires_at'])
        .where('company_id', '=', companyId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .execute()
    },

    /** A link that still works: not accepted, revoked or expired. */
    live(token: string, now = new Date()) {
      return db
        .selectFrom('company_invitations as i')
        .innerJoin('users as c', 'c.id', 'i.company_id')
        .select([
          'i.id',
          'i.company_id',
          'i.email',
          'i.role',
          'i.lang',
          sql<string>`coalesce(nullif(c.corpname, ''), c.name)`.as('company_name'),
        ])
        .where('i.token_hash', '=', sha256(token))
        .where('i.accepted_at', 'is', null)
        .where('i.revoked_at', 'is', null)
        .where('i.expires_at', '>', now)
        .executeTakeFirst()
    },

    /** Spends a live invitation once; false when another answer spent it first. */
    async accept(id: number, userId: number) {
      const { numUpdatedRows } = await db
        .updateTable('company_invitations')
        .set({ accepted_at: new Date(), accepted_by: userId })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },

    async revoke(companyId: number, id: number) {
      const { numUpdatedRows } = await db
        .updateTable('company_invitations')
        .set({ revoked_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
  }
}
