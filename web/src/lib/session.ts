import { useSyncExternalStore } from 'react'
import { preferenceKeys, readPreference, writePreference } from './preferences'

/** What an account is: a haulier (the cabinet) or an operator (the office). */
export type SessionRole = 'HAULIER' | 'OPERATOR'

/**
 * What the page knows of the session: whether one is open, whose, and of which role (to offer
 * the cabinet or the office; the gateway decides what each role may read). The token itself stays in
 * the gateway's httpOnly cookie; this is only what the top bar shows, remembered between visits
 * and corrected by the gateway (`me`, and any `UNAUTHENTICATED` answer).
 */
export type SessionState = { authenticated: boolean; userName: string; role: SessionRole | null }

const roleOf = (value: string | null): SessionRole | null =>
  value === 'HAULIER' || value === 'OPERATOR' ? value : null

const listeners = new Set<() => void>()
const endListeners = new Set<() => void>()
let state: SessionState = {
  authenticated: readPreference(preferenceKeys.authenticated) === 'true',
  userName: readPreference(preferenceKeys.userName) ?? '',
  role: roleOf(readPreference(preferenceKeys.role)),
}

function set(next: SessionState) {
  if (
    next.authenticated === state.authenticated &&
    next.userName === state.userName &&
    next.role === state.role
  )
    return
  state = next
  writePreference(preferenceKeys.authenticated, next.authenticated ? 'true' : null)
  writePreference(preferenceKeys.userName, next.authenticated ? next.userName : null)
  writePreference(preferenceKeys.role, next.authenticated ? next.role : null)
  for (const listener of listeners) listener()
}

export const session = {
  get: () => state,
  /**
   * After a login, a completed sign-up or reset, or `me` answering an account; a role not given
   * (a renamed profile) stays as it was.
   */
  open: (userName: string, role: SessionRole | null = state.role) =>
    set({ authenticated: true, userName, role }),
  /** After a logout, or when the gateway says the session is gone. */
  clear: () => set({ authenticated: false, userName: '', role: null }),
  /** The gateway answered `UNAUTHENTICATED`: the session is gone; the shell sends to /login. */
  end() {
    set({ authenticated: false, userName: '', role: null })
    for (const listener of endListeners) listener()
  },
  onEnd(listener: () => void) {
    endListeners.add(listener)
    return () => {
      endListeners.delete(listener)
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const useSession = (): SessionState =>
  useSyncExternalStore(session.subscribe, session.get, session.get)
