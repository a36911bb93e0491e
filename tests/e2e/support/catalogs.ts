import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import type { Lang } from './gateway.js'
import { ROOT } from './portal.js'

export type PerLang = Record<Lang, string>

const SRC = path.join(ROOT, 'web', 'src')

/** Every catalog folder of the web: the shared one and one per feature. */
function catalogFolders(): { feature: string; folder: string }[] {
  const features = path.join(SRC, 'features')
  return [
    { feature: '', folder: path.join(SRC, 'locales') },
    ...readdirSync(features).map((name) => ({
      feature: name,
      folder: path.join(features, name, 'locales'),
    })),
  ]
}

let texts: Map<string, Map<string, PerLang>> | undefined

/** msgid → feature → its text in each language (English: the msgid itself, the source). */
function load() {
  texts = new Map()
  for (const { feature, folder } of catalogFolders()) {
    const read = (lang: 'tm' | 'ru') => {
      try {
        return PO.parse(readFileSync(path.join(folder, `${lang}.po`), 'utf8')).items
      } catch {
        return []
      }
    }
    const ru = new Map(read('ru').map((item) => [item.msgid, item.msgstr[0] ?? '']))
    for (const item of read('tm')) {
      const byFeature = texts.get(item.msgid) ?? new Map<string, PerLang>()
      byFeature.set(feature, {
        tm: item.msgstr[0] ?? '',
        ru: ru.get(item.msgid) ?? '',
        en: item.msgid,
      })
      texts.set(item.msgid, byFeature)
    }
  }
  return texts
}

/**
 * An interface text in the three languages, as the web's catalogs translate it (a test names the
 * English source text it expects, the way a person reading the English page would). `feature`
 * picks the catalog when features translate the same English differently.
 */
export function translated(english: string, feature?: string): PerLang {
  const byFeature = (texts ?? load()).get(english)
  if (!byFeature) throw new Error(`"${english}" is in none of the web's catalogs`)
  const found = feature === undefined ? [...byFeature.values()] : [byFeature.get(feature)]
  const [first, ...others] = found
  if (!first) throw new Error(`"${english}" is not in the catalog of ${feature}`)
  if (others.some((other) => other?.tm !== first.tm || other?.ru !== first.ru)) {
    throw new Error(`"${english}" is translated differently by features: name one`)
  }
  return first
}
