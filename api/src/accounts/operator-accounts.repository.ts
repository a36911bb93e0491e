import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { AccountStatus } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'
import { sha256 } from '../security/secrets.js'
import { sessionCache } from '../sessions/session-cache.js'

const OPERATOR_COLUMNS = ['id', 'name', 'email', 'status', 'lang', 'created_at'] as const

/** Operators' accounts and the invitations that create them. */
export function operatorAccountsRepository(db: Db) {
  return {
    list() {
      return db
        .selectFrom('users')
        .select(OPERATOR_COLUMNS)
        .where('role', '=', 'operator')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute()
    },

    one(id: number) {
      return db
        .selectFrom('users')
        .select(OPERATOR_COLUMNS)
        .where('role', '=', 'operator')
        .where('id', '=', id)
        .executeTakeFirst()
    },

    createInvited(user: { email: string; name: string; lang: Lang; passwordHash: string }) {
      return db
        .insertInto('users')
        .values({
          email: user.email,
          name: user.name,
          lang: user.lang,
          role: 'operator',
          status: 'invited',
          password_hash: user.passwordHash,
        })
        .returning(OPERATOR_COLUMNS)
        .executeTakeFirstOrThrow()
    },

    /** An invited operator invited again: their name and language as now given. */
    renameInvited(id: number, name: string, lang: Lang) {
      return db
        .updateTable('users')
        .set({ name, lang, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'invited')
        .returning(OPERATOR_COLUMNS)
        .executeTakeFirst()
    },

    /**
     * Moves an operator from one status to another; a deactivation ends every session at once,
     * in this process's session cache too.
     */
    async setStatus(id: number, from: AccountStatus, to: AccountStatus) {
      const row = await db
        .updateTable('users')
        .set({ status: to, updated_at: new Date() })
        .where('id', '=', id)
        .where('role', '=', 'operator')
        .where('status', '=', from)
        .returning(OPERATOR_COLUMNS)
        .executeTakeFirst()
      if (row && to === 'deactivated') {
        await db
          .updateTable('access_tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute()
      }
      sessionCache.forgetUser(id)
      return row
    },

    /** A new single-use link for `userId`; the ones before it stop working. Only its hash is kept. */
    async replaceInvitation(userId: number, invitedBy: number, token: string, expiresAt: Date) {
      await db
        .updateTable('operator_invitations')
        .set({ used_at: new Date() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute()
      await db
        .insertInto('operator_invitations')
        .values({
          user_id: userId,
          invited_by: invitedBy,
          token_hash: sha256(token),
          expires_at: expiresAt,
        })
        .execute()
    },

    /** The live invitation a token opens: unused, unexpired, its account still invited. */
    live(token: string, now = new Date()) {
      return db
        .selectFrom('operator_invitations as invitation')
        .innerJoin('users as account', 'account.id', 'invitation.user_id')
        .select([
          'invitation.id',
          'invitation.user_id',
          'invitation.expires_at',
          'account.email',
          'account.name',
          'account.lang',
        ])
        .where('invitation.token_hash', '=', sha256(token))
        .where('invitation.used_at', 'is', null)
        .where('invitation.expires_at', '>', now)
        .where('account.status', '=', 'invited')
        .executeTakeFirst()
    },

    /** Spends an invitation: true for the one call that did. */
    async spend(invitationId: number) {
      const row = await db
        .updateTable('operator_invitations')
        .set({ used_at: new Date() })
        .where('id', '=', invitationId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },

    async activate(userId: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ status: 'active', password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', userId)
        .where('status', '=', 'invited')
        .execute()
    },
  }
}

export type OperatorAccountRow = Awaited<
  ReturnType<ReturnType<typeof operatorAccountsRepository>['list']>
>[number]
