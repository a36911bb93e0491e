import { intlLocale } from './locales'
import { type LocalizedText, pickLocalized, useLocale } from './localized'
import { intlHasTurkmen, turkmenCompare } from './turkmen'

/**
 * Lists people choose from (countries, a phone's country) in the alphabetical order of the
 * interface language, as Intl.Collator knows it: Russian by Cyrillic, Turkmen (`tk`) with Ç after
 * C and Ý after Y (by `turkmenCompare` in a browser whose Intl has no Turkmen order); never in
 * the English order of the names' source (ADR 0084).
 */
export function sortByName<T extends { name: string }>(
  items: readonly T[],
  intlLocale: string,
): T[] {
  const compare =
    intlLocale === 'tk' && !intlHasTurkmen('Collator')
      ? turkmenCompare
      : new Intl.Collator(intlLocale).compare
  return [...items].sort((a, b) => compare(a.name, b.name))
}

/**
 * Reference items named in three languages (countries) as a select's options, in the reader's
 * language and its alphabetical order.
 */
export function useNamedOptions(
  items: readonly { id: string; name: LocalizedText }[],
): { value: string; label: string }[] {
  const locale = useLocale()
  const named = items.map((item) => ({ value: item.id, name: pickLocalized(item.name, locale) }))
  return sortByName(named, intlLocale(locale)).map(({ value, name }) => ({ value, label: name }))
}
