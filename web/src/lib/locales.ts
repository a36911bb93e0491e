import { preferenceKeys, readPreference } from './preferences'

/** The interface languages: Turkmen (the default), Russian (the fallback), English. */
export const locales = ['tm', 'ru', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'tm'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/**
 * The BCP 47 tag for `Intl` and the page's `lang`: the portal's `tm` is Turkmen, whose tag is
 * `tk` (`tm` would name no language to a browser or a screen reader).
 */
export const intlLocale = (locale: Locale): string => (locale === 'tm' ? 'tk' : locale)

/** The remembered language, else Turkmen. */
export function initialLocale(): Locale {
  const remembered = readPreference(preferenceKeys.lang)
  return isLocale(remembered) ? remembered : defaultLocale
}

/** Each language's name in itself, for the switch. */
export const localeNames: Record<Locale, string> = {
  tm: 'Türkmençe',
  ru: 'Русский',
  en: 'English',
}
