import { intlLocale, isLocale } from './locales'
import { intlHasTurkmen, turkmenNumber } from './turkmen'
/**
 * What a file input accepts, checked on the page before anything is uploaded (the API checks the
 * content again). Sizes as the spec counts them: a file must be *smaller* than the limit.
 */
export type FileRule = {
  /** Accepted name endings, lower case, without the dot. */
  extensions: readonly string[]
  /** The first size, in bytes, that is refused. */
  maxBytes: number
}

/** Scans of client data (licence, patent, certificate, register extract): JPEG or PNG. */
export const SCAN_FILES: FileRule = { extensions: ['jpeg', 'jpg', 'png'], maxBytes: 7_168_000 }

/** Documents of an online application (spec §9). */
export const APPLICATION_FILES: FileRule = {
  extensions: ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'svg', 'webp', 'pdf'],
  maxBytes: 7_168_000,
}

/** Why a file is refused: its type, its size, or nothing. */
export type FileProblem = 'type' | 'size' | null

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function fileProblemOf(file: Pick<File, 'name' | 'size'>, rule: FileRule): FileProblem {
  if (!rule.extensions.includes(extensionOf(file.name))) return 'type'
  if (file.size >= rule.maxBytes) return 'size'
  return null
}

/** How the page shows a file: an image (previewed), a PDF (an icon), or anything else. */
export function fileKindOf(file: Pick<File, 'name'>): 'image' | 'pdf' | 'other' {
  const extension = extensionOf(file.name)
  if (extension === 'pdf') return 'pdf'
  return ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'].includes(extension) ? 'image' : 'other'
}

/** The `accept` attribute of a file input for `rule` (".jpg,.png"). */
export const acceptOf = (rule: FileRule) => rule.extensions.map((ext) => `.${ext}`).join(',')

/** The accepted types as a person reads them: "JPEG, JPG, PNG". */
export const typesOf = (rule: FileRule) =>
  rule.extensions.map((ext) => ext.toUpperCase()).join(', ')

/** The units' short names: Latin in English and Turkmen, Cyrillic in Russian ("6,8 МБ"). */
const LATIN_UNITS = { mega: 'MB', kilo: 'KB', byte: 'B' }
const RUSSIAN_UNITS = { mega: 'МБ', kilo: 'КБ', byte: 'Б' }

/**
 * A size as "6.8 MB" / "512 KB" / "23 B" (decimal units, as the limit is counted; bytes below a
 * kilobyte, which would round to "0 KB"), in the digits of
 * `locale` (the interface's `tm`, or Intl's `tk`): "6,8 MB" in Turkmen, also in a browser whose
 * Intl has no Turkmen numbers (Chromium). `fractionDigits` is how many digits at most follow the
 * decimal sign. The unit is written as the language writes it: "6,8 МБ" in Russian.
 */
export function formatSize(bytes: number, locale: string, fractionDigits = 1): string {
  const tag = isLocale(locale) ? intlLocale(locale) : locale
  const units = tag === 'ru' ? RUSSIAN_UNITS : LATIN_UNITS
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, units.mega]
      : bytes >= 1000
        ? [bytes / 1000, units.kilo]
        : [bytes, units.byte]
  const number =
    tag === 'tk' && !intlHasTurkmen('NumberFormat')
      ? turkmenNumber(value, fractionDigits)
          .replace(/(,\d*?)0+$/, '$1')
          .replace(/,$/, '')
      : new Intl.NumberFormat(tag, { maximumFractionDigits: fractionDigits }).format(value)
  return `${number} ${unit}`
}

/**
 * A limit as it is, never rounded: "7.168 MB", so a file the limit refuses (7.18 MB) is never
 * shown as smaller than it ("7.2 MB" would be).
 */
export const formatLimit = (bytes: number, locale: string) => formatSize(bytes, locale, 3)

/**
 * How much of an upload is sent, as `locale` writes a share: "25%" in English, "25 %" in Turkmen
 * and Russian (a no-break space), also in a browser whose Intl has no Turkmen numbers (Chromium).
 */
export function formatShare(share: number, locale: string): string {
  const tag = isLocale(locale) ? intlLocale(locale) : locale
  if (tag === 'tk' && !intlHasTurkmen('NumberFormat')) {
    return `${turkmenNumber(share * 100)}\u00A0%`
  }
  return new Intl.NumberFormat(tag, { style: 'percent' }).format(share)
}
