import type { AuthUser } from '../types.js'

/** How long a checked session is believed without asking the database again. */
export const SESSION_CACHE_MS = 2000
/** At most this many sessions are remembered; the oldest goes first. */
const MAX_SESSIONS = 10_000

interface Entry {
  user: AuthUser
  expires: number
}

/**
 * Sessions checked in the last two seconds, by their token's hash: a haulier's screen sends a
 * few reads at once, and each would otherwise cost the database a session lookup before its
 * own query. A logout or any other revocation in this process forgets the session at once (the
 * repository calls `forgetToken` / `forgetUser`); another process of the API believes a revoked
 * session for two seconds at most. One cache per process: token hashes are unique across
 * databases, so API instances in one process (tests) cannot see each other's sessions.
 */
const sessions = new Map<string, Entry>()

export const sessionCache = {
  get(tokenHash: string, now = Date.now()): AuthUser | undefined {
    const entry = sessions.get(tokenHash)
    if (!entry) return undefined
    if (entry.expires <= now) {
      sessions.delete(tokenHash)
      return undefined
    }
    return { ...entry.user }
  },

  set(tokenHash: string, user: AuthUser, now = Date.now()) {
    sessions.delete(tokenHash)
    sessions.set(tokenHash, { user: { ...user }, expires: now + SESSION_CACHE_MS })
    if (sessions.size > MAX_SESSIONS) {
      const oldest = sessions.keys().next().value
      if (oldest !== undefined) sessions.delete(oldest)
    }
  },

  /** A token revoked (logout): its session ends now. */
  forgetToken(tokenId: number) {
    for (const [hash, entry] of sessions) if (entry.user.tokenId === tokenId) sessions.delete(hash)
  },

  /** An account's sessions revoked or its details changed: each is checked again. */
  forgetUser(userId: number) {
    for (const [hash, entry] of sessions) if (entry.user.id === userId) sessions.delete(hash)
  },

  get size() {
    return sessions.size
  },
}
