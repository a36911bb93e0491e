import { i18n, type Messages } from '@lingui/core'
import { intlLocale, type Locale } from './locales'
import { preferenceKeys, writePreference } from './preferences'

// Every catalog: the shared one (`shared`) and one per feature (named by its folder), each
// compiled from .po by Lingui's Vite plugin into a chunk of its own.
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
])

const fileOf = (name: string, locale: Locale) =>
  name === 'shared' ? `../locales/${locale}.po` : `../features/${name}/locales/${locale}.po`

/** The catalogs the pages shown so far need; a language switch loads them all in the new one. */
const needed = new Set<string>(['shared'])

async function loadMessages(locale: Locale, names: Iterable<string>): Promise<Messages> {
  const parts = await Promise.all(
    [...names].map((name) => {
      const load = catalogs[fileOf(name, locale)]
      if (!load) throw new Error(`There is no ${locale} catalog named ${name}`)
      return load()
    }),
  )
  return Object.assign({}, ...parts.map((part) => part.messages))
}

/**
 * Makes `locale` the interface language (remembered for next time), with the texts of every
 * catalog needed so far plus `names` (the shell's, at start).
 */
export async function activateLocale(locale: Locale, names: readonly string[] = []) {
  for (const name of names) needed.add(name)
  const messages = await loadMessages(locale, needed)
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages })
  document.documentElement.lang = intlLocale(locale)
  writePreference(preferenceKeys.lang, locale)
}

/**
 * Before a page shows: the catalogs of the features it composes, in the current language. A
 * visitor downloads the texts of the pages they open, not of the whole portal.
 */
export async function loadCatalogs(names: readonly string[]) {
  const missing = names.filter((name) => !needed.has(name))
  if (missing.length === 0) return
  for (const name of missing) needed.add(name)
  const locale = i18n.locale as Locale
  i18n.load(locale, await loadMessages(locale, missing))
}

export { i18n }
