import { i18n, type Messages } from '@lingui/core'
import { intlLocale, type Locale } from './locales'
import { preferenceKeys, writePreference } from './preferences'

// Every catalog of one language: the shared one and one per feature, compiled from .po by
// Lingui's Vite plugin. A language is loaded when it is chosen, all its catalogs at once.
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
])

async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    Object.entries(catalogs)
      .filter(([file]) => file.endsWith(`/${locale}.po`))
      .map(([, load]) => load()),
  )
  return Object.assign({}, ...parts.map((part) => part.messages))
}

/** Loads the language's texts and makes it the interface language (remembered for next time). */
export async function activateLocale(locale: Locale) {
  const messages = await loadMessages(locale)
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages })
  document.documentElement.lang = intlLocale(locale)
  writePreference(preferenceKeys.lang, locale)
}

export { i18n }
