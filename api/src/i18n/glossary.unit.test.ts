import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GLOSSARY } from './glossary.js'
import { LANGS, type Lang } from './lang.js'
import { translate } from './messages.js'

const WEB_SOURCE = new URL('../../../web/src/', import.meta.url)

/** Every catalog of the web in `lang`: the shared one and each feature's. */
function webCatalogs(lang: Lang): { file: string; entries: Map<string, string> }[] {
  const features = readdirSync(new URL('features/', WEB_SOURCE))
  const files = [
    `locales/${lang}.po`,
    ...features.map((feature) => `features/${feature}/locales/${lang}.po`),
  ].filter((file) => {
    try {
      readFileSync(new URL(file, WEB_SOURCE))
      return true
    } catch {
      return false
    }
  })
  return files.map((file) => {
    const text = readFileSync(new URL(file, WEB_SOURCE), 'utf8')
    const entries = new Map<string, string>()
    for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
      entries.set(match[1] ?? '', match[2] ?? '')
    }
    return { file, entries }
  })
}

/** A word at the start of a sentence and inside one: the same word. */
const sameWord = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

describe('the glossary of statuses and kinds of request', () => {
  it.each(LANGS)('is what every web catalog says in %s', (lang) => {
    const mismatches: string[] = []
    let compared = 0
    for (const { file, entries } of webCatalogs(lang)) {
      for (const word of Object.values(GLOSSARY)) {
        // The web's message ids are the English words, capitalised or not.
        for (const id of new Set([word.en, word.en.toLocaleLowerCase()])) {
          const said = entries.get(id)
          if (said === undefined) continue
          compared++
          if (!sameWord(said, word[lang])) {
            mismatches.push(`${file}: "${id}" is "${said}", the glossary says "${word[lang]}"`)
          }
        }
      }
    }
    expect(mismatches).toEqual([])
    // Each status and kind is on some screen: the comparison is not vacuous.
    expect(compared).toBeGreaterThanOrEqual(Object.keys(GLOSSARY).length)
  })

  it('is what the API says in its letters and messages', () => {
    for (const lang of LANGS) {
      for (const status of [1, 2, 3, 4, 5, 6] as const) {
        const key = `permit_status_${status}` as const
        expect(translate(lang, key)).toBe(GLOSSARY[key][lang])
      }
      expect(translate(lang, 'request_title_3', { number: '7' })).toContain(
        GLOSSARY.request_kind_3[lang],
      )
    }
    expect(translate('ru', 'request_title_3', { number: '7' })).toBe('Разрешение на разгрузку № 7')
  })
})
