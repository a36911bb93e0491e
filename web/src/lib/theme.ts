import { useSyncExternalStore } from 'react'
import { preferenceKeys, readPreference, writePreference } from './preferences'

export type Theme = 'light' | 'dark'

const FLASH_MS = 250
const listeners = new Set<() => void>()

/** The theme index.html applied before the first paint (remembered, else the system's). */
const current = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light')

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme
  for (const listener of listeners) listener()
}

/** Follows the system's setting until the visitor picks a theme. */
export function followSystemTheme() {
  const query = matchMedia('(prefers-color-scheme: dark)')
  query.addEventListener('change', (event) => {
    if (readPreference(preferenceKeys.theme) === null) apply(event.matches ? 'dark' : 'light')
  })
}

/**
 * Switches theme, remembered from now on. The page flashes for 250 ms (a veil fades out over the
 * change, so colours do not jump one by one); without motion preferences the change is instant.
 */
export function toggleTheme() {
  const next: Theme = current() === 'dark' ? 'light' : 'dark'
  writePreference(preferenceKeys.theme, next)
  const root = document.documentElement
  root.classList.add('theme-flash')
  apply(next)
  window.setTimeout(() => root.classList.remove('theme-flash'), FLASH_MS)
}

export const useTheme = (): Theme =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current,
    () => 'light',
  )
