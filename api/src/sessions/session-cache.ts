import type { AuthUser } from '../types.js'

/** How long a checked session is believed without asking the database again. */
export const SESSION_CACHE_MS = 2000
/** At most this many sessions are remembered; the oldest goes first. */
const MAX_SESSIONS = 10_000

interface Entry {
  user: AuthUser
  expires: number
}

/** A session, or all of an account's, that changed: said to the other instances (ADR 0096). */
export type SessionChange = { kind: 'token'; tokenId: number } | { kind: 'user'; userId: number }

/**
 * Sessions checked in the last two seconds, by their token's hash: a haulier's screen sends a
 * few reads at once, and each would otherwise cost the database a session lookup before its
 * own query. A logout or any other revocation forgets the session at once, here and (told
 * through `onForget`, ADR 0096) in the other instances of the API. A forgotten token or account
 * is not remembered again for two seconds: the revocation may be in a transaction not yet
 * committed, and a read meanwhile would otherwise keep the session it is ending. One cache per
 * process: token hashes are unique across databases, so API instances in one process (tests)
 * cannot see each other's sessions.
 */
const sessions = new Map<string, Entry>()
/** Tokens and accounts forgotten lately, until when. */
const distrusted = new Map<string, number>()
const listeners = new Set<(change: SessionChange) => void>()

const tokenKey = (tokenId: number) => `token:${tokenId}`
const userKey = (userId: number) => `user:${userId}`

function distrust(key: string, now: number) {
  distrusted.set(key, now + SESSION_CACHE_MS)
  if (distrusted.size > MAX_SESSIONS) {
    for (const [old, until] of distrusted) if (until <= now) distrusted.delete(old)
  }
}

function isDistrusted(user: AuthUser, now: number) {
  return [tokenKey(user.tokenId), userKey(user.id)].some((key) => (distrusted.get(key) ?? 0) > now)
}

function forget(change: SessionChange, now: number) {
  if (change.kind === 'token') {
    distrust(tokenKey(change.tokenId), now)
    for (const [hash, entry] of sessions)
      if (entry.user.tokenId === change.tokenId) sessions.delete(hash)
  } else {
    distrust(userKey(change.userId), now)
    for (const [hash, entry] of sessions) if (entry.user.id === change.userId) sessions.delete(hash)
  }
}

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
    if (isDistrusted(user, now)) return
    sessions.set(tokenHash, { user: { ...user }, expires: now + SESSION_CACHE_MS })
    if (sessions.size > MAX_SESSIONS) {
      const oldest = sessions.keys().next().value
      if (oldest !== undefined) sessions.delete(oldest)
    }
  },

  /** A token revoked (logout): its session ends now, in every instance. */
  forgetToken(tokenId: number) {
    const change = { kind: 'token', tokenId } as const
    forget(change, Date.now())
    for (const listener of listeners) listener(change)
  },

  /** An account's sessions revoked or its details changed: each is checked again everywhere. */
  forgetUser(userId: number) {
    const change = { kind: 'user', userId } as const
    forget(change, Date.now())
    for (const listener of listeners) listener(change)
  },

  /** A change another instance made: forgotten here, told no one. */
  apply(change: SessionChange, now = Date.now()) {
    forget(change, now)
  },

  /** Messages from other instances may have been lost: every session is checked again. */
  clear() {
    sessions.clear()
  },

  /** Hears every change made in this process; the returned function stops hearing. */
  onForget(listener: (change: SessionChange) => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },

  get size() {
    return sessions.size
  },
}
