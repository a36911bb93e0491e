import { useSyncExternalStore } from 'react'
import { preferenceKeys, readPreference, writePreference } from './preferences'

/**
 * What the page knows of the session: whether one is open and whose. The token itself stays in
 * the gateway's httpOnly cookie; this is only what the top bar shows, remembered between visits
 * and corrected by the gateway (`me`, and any `UNAUTHENTICATED` answer).
 */
export type SessionState = { authenticated: boolean; userName: string }

const listeners = new Set<() => void>()
const endListeners = new Set<() => void>()
let state: SessionState = {
  authenticated: readPreference(preferenceKeys.authenticated) === 'true',
  userName: readPreference(preferenceKeys.userName) ?? '',
}

function set(next: SessionState) {
  if (next.authenticated === state.authenticated && next.userName === state.userName) return
  state = next
  writePreference(preferenceKeys.authenticated, next.authenticated ? 'true' : null)
  writePreference(preferenceKeys.userName, next.authenticated ? next.userName : null)
  for (const listener of listeners) listener()
}

export const session = {
  get: () => state,
  /** After a login, a completed sign-up or reset, or `me` answering an account. */
  open: (userName: string) => set({ authenticated: true, userName }),
  /** After a logout, or when the gateway says the session is gone. */
  clear: () => set({ authenticated: false, userName: '' }),
  /** The gateway answered `UNAUTHENTICATED`: the session is gone; the shell sends to /login. */
  end() {
    set({ authenticated: false, userName: '' })
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
