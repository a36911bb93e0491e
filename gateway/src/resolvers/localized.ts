import type { LocalizedText } from '../__generated__/resolvers-types.js'

type Localized<P extends string> = Record<`${P}_tm` | `${P}_ru` | `${P}_en`, string>

/** `{tm, ru, en}` from a REST row's `<prefix>_tm`, `<prefix>_ru` and `<prefix>_en`. */
export function localized<P extends string>(row: Localized<P>, prefix: P): LocalizedText {
  return { tm: row[`${prefix}_tm`], ru: row[`${prefix}_ru`], en: row[`${prefix}_en`] }
}
