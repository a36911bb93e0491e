import type { Lang } from './lang.js'

interface Named {
  name_tm: string
  name_ru: string
  name_en: string
}

/** The name in the request's language, Russian where that one is missing. */
export function nameIn(row: Named, lang: Lang): string {
  return row[`name_${lang}`] || row.name_ru
}

/**
 * A reference row with all three names (the gateway switches language without a refetch) and
 * `name` in the request's language (the enterprise's earlier client shows `name` as it is).
 */
export function withName<T extends Named>(row: T, lang: Lang): T & { name: string } {
  return { ...row, name: nameIn(row, lang) }
}
