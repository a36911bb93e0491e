import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import { randomToken, sha256 } from '../security/secrets.js'
import type { AuthUser } from '../types.js'
import { sessionCache } from './session-cache.js'

/**
 * Personal access tokens, Sanctum-style: opaque to clients, only their SHA-256 is stored. As
 * ASVS L2 asks (ADR 0026), a session ends 12 hours after it began, and after 30 minutes in which
 * it was not used; bearer callers and the gateway's cookie alike. Times come from the process's
 * clock, not the database's, so one clock rules (and a test can move it).
 */
export const SESSION_LIMITS = { absoluteMs: 12 * 3600_000, idleMs: 30 * 60_000 }
/** Use is recorded at most once a minute: a session idles out between 30 and 31 minutes. */
const LAST_USED_PRECISION_MS = 60_000

export function tokensRepository(db: Db) {
  return {
    /**
     * A new token for the user; the plain value is returned once and never stored. It works for
     * the person's own company when they have one, else for the first they joined (ADR 0103).
     */
    async issue(userId: number): Promise<string> {
      const token = randomToken()
      const now = new Date()
      await db
        .insertInto('access_tokens')
        .values({
          user_id: userId,
          token_hash: sha256(token),
          created_at: now,
          last_used_at: now,
          expires_at: new Date(now.getTime() + SESSION_LIMITS.absoluteMs),
          company_id: (eb) =>
            eb
              .selectFrom('company_members')
              .select('company_id')
              .where('user_id', '=', userId)
              .where('status', '=', 'active')
              .orderBy(sql`company_id = ${userId}`, 'desc')
              .orderBy('id')
              .limit(1),
        })
        .execute()
      return token
    },

    /** The live account behind a token, or undefined for an unknown, revoked or expired one. */
    async authenticate(token: string): Promise<AuthUser | undefined> {
      const now = Date.now()
      const tokenHash = sha256(token)
      const cached = sessionCache.get(tokenHash)
      if (cached) return cached
      const row = await db
        .selectFrom('access_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        // A suspended or removed member's session works for no company until another is chosen.
        .leftJoin('company_members as m', (join) =>
          join
            .onRef('m.company_id', '=', 't.company_id')
            .onRef('m.user_id', '=', 't.user_id')
            .on('m.status', '=', 'active'),
        )
        .select([
          't.id as tokenId',
          't.last_used_at',
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'u.lang',
          'm.company_id as companyId',
          'm.role as memberRole',
        ])
        .where('t.token_hash', '=', tokenHash)
        .where('t.revoked_at', 'is', null)
        // A deactivated account's sessions end with it, even a token revoked in another process.
        .where('u.status', '=', 'active')
        .where('t.expires_at', '>', new Date(now))
        // Tokens issued for 30 days before ADR 0026 end 12 hours after they began too.
        .where('t.created_at', '>', new Date(now - SESSION_LIMITS.absoluteMs))
        .where((eb) =>
          eb.or([
            eb('t.last_used_at', '>', new Date(now - SESSION_LIMITS.idleMs)),
            // Tokens issued before use was recorded at issue: their start counts as their use.
            eb.and([
              eb('t.last_used_at', 'is', null),
              eb('t.created_at', '>', new Date(now - SESSION_LIMITS.idleMs)),
            ]),
          ]),
        )
        .executeTakeFirst()
      if (!row) return undefined
      const { last_used_at, ...user } = row
      // Recorded at most once a minute: a read should not cost a write each time.
      if (!last_used_at || now - last_used_at.getTime() > LAST_USED_PRECISION_MS) {
        await db
          .updateTable('access_tokens')
          .set({ last_used_at: new Date(now) })
          .where('id', '=', user.tokenId)
          .execute()
      }
      sessionCache.set(tokenHash, user)
      return user
    },

    /** Remembers the language an account asks in, for mail sent to it later. */
    async rememberLang(userId: number, lang: Lang) {
      const { numUpdatedRows } = await db
        .updateTable('users')
        .set({ lang })
        .where('id', '=', userId)
        .where('lang', '<>', lang)
        .executeTakeFirst()
      // Only a change is told to every instance (ADR 0096); most logins change nothing.
      if (numUpdatedRows > 0n) sessionCache.forgetUser(userId)
    },

    /** The session works for another company, of which the person must be an active member. */
    async chooseCompany(tokenId: number, userId: number, companyId: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('access_tokens')
        .set({ company_id: companyId })
        .where('id', '=', tokenId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('company_members')
              .select('id')
              .where('company_id', '=', companyId)
              .where('user_id', '=', userId)
              .where('status', '=', 'active'),
          ),
        )
        .executeTakeFirst()
      sessionCache.forgetToken(tokenId)
      return numUpdatedRows > 0n
    },

    /**
     * The person's sessions that worked for `companyId` work for another of their companies (their
     * own first, else the first they joined), or for none: after they left it (ADR 0111).
     */
    async chooseAnotherCompany(userId: number, companyId: number) {
      await db
        .updateTable('access_tokens')
        .set({
          company_id: (eb) =>
            eb
              .selectFrom('company_members')
              .select('company_id')
              .where('user_id', '=', userId)
              .where('status', '=', 'active')
              .where('company_id', '<>', companyId)
              .orderBy(sql`company_id = ${userId}`, 'desc')
              .orderBy('id')
              .limit(1),
        })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .where('revoked_at', 'is', null)
        .execute()
      sessionCache.forgetUser(userId)
    },

    async revoke(tokenId: number) {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', tokenId)
        .execute()
      sessionCache.forgetToken(tokenId)
    },

    /** Ends every session of the user, but for `keepTokenId` when given. */
    async revokeAll(userId: number, keepTokenId?: number) {
      let query = db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
      if (keepTokenId !== undefined) query = query.where('id', '<>', keepTokenId)
      await query.execute()
      sessionCache.forgetUser(userId)
    },
  }
}
