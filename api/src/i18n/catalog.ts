import type { Lang } from './lang.js'

/** Texts a person reads, in the three interface languages. */
export type Catalog = Record<string, Record<Lang, string>>
