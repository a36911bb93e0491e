import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from './locales'

/** Text of the API in the three languages (GraphQL `LocalizedText`). */
export type LocalizedText = { tm: string; ru: string; en: string }

/** The text in the reader's language; Russian when that one is empty. */
export const pickLocalized = (text: LocalizedText, locale: Locale): string =>
  text[locale] || text.ru

/** The current interface language, as the portal names it. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'ru'
}

/** `localized(text)`: content from the API in the current language (no refetch on a switch). */
export function useLocalized() {
  const locale = useLocale()
  return (text: LocalizedText) => pickLocalized(text, locale)
}
