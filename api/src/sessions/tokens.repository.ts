import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import { randomToken, sha256 } from '../security/secrets.js'
import type { AuthUser } from '../types.js'

/** Personal access tokens, Sanctum-style: opaque to clients, only their SHA-256 is stored. */
export const TOKEN_LIFETIME_DAYS = 30
const LAST_USED_PRECISION_MS = 60_000

export function tokensRepository(db: Db) {
  return {
    /** A new token for the user; the plain value is returned once and never stored. */
    async issue(userId: number): Promise<string> {
      const token = randomToken()
      await db
        .insertInto('access_tokens')
        .values({
          user_id: userId,
          token_hash: sha256(token),
          expires_at: new Date(Date.now() + TOKEN_LIFETIME_DAYS * 24 * 3600 * 1000),
        })
        .execute()
      return token
    },

    /** The live account behind a token, or undefined for an unknown, revoked or expired one. */
    async authenticate(token: string): Promise<AuthUser | undefined> {
      const row = await db
        .selectFrom('access_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          't.id as tokenId',
          't.last_used_at',
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'u.lang',
        ])
        .where('t.token_hash', '=', sha256(token))
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
      if (!row) return undefined
      const { last_used_at, ...user } = row
      // Recorded at most once a minute: a read should not cost a write each time.
      if (!last_used_at || Date.now() - last_used_at.getTime() > LAST_USED_PRECISION_MS) {
        await db
          .updateTable('access_tokens')
          .set({ last_used_at: new Date() })
          .where('id', '=', user.tokenId)
          .execute()
      }
      return user
    },

    /** Remembers the language an account asks in, for mail sent to it later. */
    async rememberLang(userId: number, lang: Lang) {
      await db
        .updateTable('users')
        .set({ lang })
        .where('id', '=', userId)
        .where('lang', '<>', lang)
        .execute()
    },

    async revoke(tokenId: number) {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', tokenId)
        .execute()
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
    },
  }
}
