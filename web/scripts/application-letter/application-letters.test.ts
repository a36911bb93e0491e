import { readFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, test } from 'vitest'
import { LETTER_TEXTS, type LetterLang } from './letter-texts.js'
import { LETTERS_FOLDER, letterFile } from './make-letters.js'
import { renderApplicationLetter } from './render-letter.js'

const LANGS = Object.keys(LETTER_TEXTS) as LetterLang[]
const committed = (lang: LetterLang) => readFile(`${LETTERS_FOLDER}${letterFile(lang)}`)

/** The text lines of a PDF's pages as a reader (PDF.js) extracts them, and its language. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const lines: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str)
  }
  const { info } = (await pdf.getMetadata()) as { info: { Language?: string; Title?: string } }
  const pages = pdf.numPages
  await pdf.destroy()
  return { lines, text: lines.join('\n'), pages, language: info.Language, title: info.Title }
}

describe.each(LANGS)('the application letter in %s', (lang) => {
  const words = LETTER_TEXTS[lang]

  test('is the PDF the script makes from its texts (run `npm run application-letters -w web` after changing them)', async () => {
    const made = await renderApplicationLetter(words)
    expect(Buffer.compare(Buffer.from(made), await committed(lang))).toBe(0)
  })

  test('reads, on one page, as a letter to the enterprise in its language: sender, request, enclosures, date, signature and stamp', async () => {
    const letter = await read(await committed(lang))
    expect(letter.pages).toBe(1)
    expect(letter.language).toBe(words.tag)
    expect(letter.title).toBe(words.documentTitle)
    expect(letter.lines).toContain(words.title)
    for (const line of words.addressee) expect(letter.lines).toContain(line)
    for (const field of [...words.sender.fields, ...words.details, words.signature.date]) {
      expect(letter.lines).toContain(`${field}:`)
    }
    words.enclosures.items.forEach((item, index) => {
      expect(letter.lines).toContain(`${index + 1}. ${item}`)
    })
    for (const place of [
      words.signature.position,
      words.signature.signature,
      words.signature.stamp,
    ]) {
      expect(letter.lines).toContain(place)
    }
    // Wrapped paragraphs: every word of the request is there, in order.
    expect(letter.text.replace(/\s+/g, ' ')).toContain(words.request)
  })

  test('lists the three files the online application takes, by the form’s own names', async () => {
    const catalog = await readFile(
      new URL(`../../src/features/requests/locales/${lang}.po`, import.meta.url),
      'utf8',
    )
    const said = (id: string) =>
      new RegExp(`^msgid "${id}"\nmsgstr "(.*)"$`, 'm').exec(catalog)?.[1]
    const slots = ['Application letter', 'Certificate', 'State registration document'].map(said)
    expect(words.enclosures.items).toHaveLength(slots.length)
    words.enclosures.items.forEach((item, index) => {
      expect(item.startsWith(`${slots[index]} — `)).toBe(true)
    })
  })

  test("holds no other language's letter", async () => {
    const { lines } = await read(await committed(lang))
    for (const other of LANGS.filter((each) => each !== lang)) {
      expect(lines).not.toContain(LETTER_TEXTS[other].title)
    }
  })
})

test('the enterprise is named in Turkmen Latin in the Turkmen and English letters, in Cyrillic in the Russian one', async () => {
  const named = async (lang: LetterLang) => (await read(await committed(lang))).text
  expect(await named('tm')).toContain('«Türkmenawtoulaggözegçilik»')
  expect(await named('en')).toContain('Türkmenawtoulaggözegçilik')
  expect(await named('ru')).toContain('«Туркменавтоулаггозегчилик»')
})
