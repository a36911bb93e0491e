/**
 * Lists people choose from (countries, a phone's country) in the alphabetical order of the
 * interface language, as Intl.Collator knows it: Russian by Cyrillic, Turkmen (`tk`) with Ç after
 * C and Ý after Y; never in the English order of the names' source (ADR 0084).
 */
export function sortByName<T extends { name: string }>(
  items: readonly T[],
  intlLocale: string,
): T[] {
  const collator = new Intl.Collator(intlLocale)
  return [...items].sort((a, b) => collator.compare(a.name, b.name))
}
