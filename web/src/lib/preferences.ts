/**
 * What the browser remembers between visits (localStorage): theme, language, and whether a
 * session was open with whose name and role. The session itself is an httpOnly cookie the page never
 * sees; index.html reads the theme and language keys before the first paint.
 */
export const preferenceKeys = {
  theme: 'theme',
  lang: 'lang',
  authenticated: 'auth',
  userName: 'username',
  role: 'role',
} as const

export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writePreference(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage can be full or refused (private windows); the choice then lasts for this visit.
  }
}
