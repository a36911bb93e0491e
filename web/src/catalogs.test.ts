import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { describe, expect, test } from 'vitest'

/**
 * Every text of the interface exists in Turkmen, Russian and English, translated by hand: no
 * empty translation, no English left in the Turkmen or Russian catalogs, and Russian written in
 * Cyrillic. (The build fails too when a text in the code has no translation: `npm run build`
 * extracts the catalogs and Lingui refuses to compile a missing one.)
 */
const SRC = path.dirname(fileURLToPath(import.meta.url))

/**
 * Texts that are the same in every language: names, codes, the languages' own names, and a word
 * Turkmen shares with English (`Administrator`, as the API's letters say it).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'OK',
  'RSS',
  'E-mail',
  'Administrator',
  'Türkmenawtoulaggözegçilik',
])

type Catalog = { file: string; locale: string; items: InstanceType<typeof PO.Item>[] }

function catalogs(): Catalog[] {
  const folders = [
    path.join(SRC, 'locales'),
    ...readdirSync(path.join(SRC, 'features')).map((feature) =>
      path.join(SRC, 'features', feature, 'locales'),
    ),
  ]
  return folders.flatMap((folder) => {
    let files: string[]
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.po'))
    } catch {
      return []
    }
    return files.map((file) => ({
      file: path.relative(SRC, path.join(folder, file)),
      locale: path.basename(file, '.po'),
      items: PO.parse(readFileSync(path.join(folder, file), 'utf8')).items.filter(
        (item) => !item.obsolete,
      ),
    }))
  })
}

const all = catalogs()
const hasLetters = (text: string) => /\p{L}/u.test(text)
const isSameEverywhere = (item: InstanceType<typeof PO.Item>) =>
  SAME_IN_EVERY_LANGUAGE.has(item.msgid) || !hasLetters(item.msgid.replace(/\{\w+\}/g, ''))

describe('the interface catalogs', () => {
  test('exist for the three languages, with the same texts in each', () => {
    const byFolder = new Map<string, Map<string, Set<string>>>()
    for (const catalog of all) {
      const folder = path.dirname(catalog.file)
      const locales = byFolder.get(folder) ?? new Map<string, Set<string>>()
      locales.set(catalog.locale, new Set(catalog.items.map((item) => item.msgid)))
      byFolder.set(folder, locales)
    }
    expect(byFolder.size).toBeGreaterThan(0)
    for (const [folder, locales] of byFolder) {
      expect([...locales.keys()].sort(), folder).toEqual(['en', 'ru', 'tm'])
      const english = [...(locales.get('en') ?? [])].sort()
      expect([...(locales.get('tm') ?? [])].sort(), `${folder}: tm`).toEqual(english)
      expect([...(locales.get('ru') ?? [])].sort(), `${folder}: ru`).toEqual(english)
    }
  })

  for (const catalog of all.filter((each) => each.locale !== 'en')) {
    test(`${catalog.file} translates every text`, () => {
      const missing = catalog.items
        .filter((item) => !item.msgstr.join('').trim())
        .map((item) => item.msgid)
      expect(missing).toEqual([])
    })

    test(`${catalog.file} leaves no English behind`, () => {
      const untranslated = catalog.items
        .filter((item) => !isSameEverywhere(item) && item.msgstr.join('') === item.msgid)
        .map((item) => item.msgid)
      expect(untranslated).toEqual([])
    })
  }

  for (const catalog of all.filter((each) => each.locale === 'ru')) {
    test(`${catalog.file} is written in Cyrillic`, () => {
      const latinOnly = catalog.items
        .filter((item) => !isSameEverywhere(item))
        .filter((item) => {
          const text = item.msgstr.join('').replace(/\{\w+\}|<\/?\d+>/g, '')
          return hasLetters(text) && !/\p{Script=Cyrillic}/u.test(text)
        })
        .map((item) => item.msgid)
      expect(latinOnly).toEqual([])
    })
  }
})

/**
 * The texts the product's specification quotes (its error catalogue) and the labels it names (the
 * cabinet's tiles, its Logout entry), as it words them, misspellings included ("occured"): someone
 * checking the English interface against it finds each one verbatim. Each is the English source of
 * a message in its feature's catalog, or the shared one. (That the screens show them is for the
 * journeys to prove.)
 */
const SPEC_WORDS: Record<string, readonly string[]> = {
  feedback: [
    'Message sent',
    'Your message has been sent successfully',
    'Error occured while sending your message',
  ],
  accounts: [
    'Invalid data',
    'New user has been created successfully',
    'Error has occured, please check your data',
    'Link has expired',
    'Your password has been successfully updated',
    'Password updated',
  ],
  profile: [
    'Password not updated',
    'Please make sure your data is correct',
    'Password updated',
    'Your password has been successfully updated',
  ],
  requests: [
    'Your application accepted. Our administrators will contact you.',
    'Error has occured',
    'Current file format not supported',
    'Too Large File',
  ],
  permits: ['PAYMENT WAS SUCCESSFUL', 'PAYMENT FAILED'],
  // The 'No data' popup of the fleet forms and the e-permit request (components/).
  shared: ['No data', 'Fill in the data', 'Go'],
  'client-data': ['Balance', 'BALANCE NOT CREATED'],
  shell: ['Page Not Found', 'Logout'],
  cabinet: [
    'Dashboard',
    'Load permission',
    'Unload permission',
    'Online application',
    'Request to permit',
    'Logout',
  ],
}

describe("the specification's own words", () => {
  for (const [feature, texts] of Object.entries(SPEC_WORDS)) {
    test(`are in the English catalog of ${feature}, verbatim`, () => {
      const file = feature === 'shared' ? 'locales/en.po' : `features/${feature}/locales/en.po`
      const english = all.find((catalog) => catalog.file === file)
      const sources = new Set(english?.items.map((item) => item.msgid))
      expect(texts.filter((text) => !sources.has(text))).toEqual([])
    })
  }
})
