/** Interface languages of the portal; `tm` is Turkmen (BCP 47 `tk`). */
export const LANGS = ['tm', 'ru', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** The language used when a request names none of ours. */
export const FALLBACK_LANG: Lang = 'ru'

const ALIASES: Record<string, Lang> = { tm: 'tm', tk: 'tm', ru: 'ru', en: 'en' }

/**
 * Picks our language from an Accept-Language header ("en-GB,en;q=0.9,ru;q=0.8"), honouring
 * q-values; `tk` (the BCP 47 code of Turkmen) counts as `tm`.
 */
export function negotiateLang(header: string | undefined): Lang {
  if (!header) return FALLBACK_LANG
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      const primary = range.trim().toLowerCase().split('-')[0] ?? ''
      return { lang: ALIASES[primary], quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry): entry is { lang: Lang; quality: number; index: number } =>
      Boolean(entry.lang && entry.quality > 0),
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.lang ?? FALLBACK_LANG
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** The `Intl` locale of an interface language. */
export function intlLocale(lang: Lang): string {
  return lang === 'tm' ? 'tk' : lang
}
