import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { LETTER_TEXTS, type LetterLang } from './letter-texts.js'
import { renderApplicationLetter } from './render-letter.js'

/** Where the web serves the letters from (`/documents/application-letter-<lang>.pdf`). */
export const LETTERS_FOLDER = fileURLToPath(new URL('../../public/documents/', import.meta.url))
export const letterFile = (lang: LetterLang) => `application-letter-${lang}.pdf`

/** `npm run application-letters -w web`: writes the three letters into the web's static files. */
async function main() {
  await mkdir(LETTERS_FOLDER, { recursive: true })
  for (const lang of Object.keys(LETTER_TEXTS) as LetterLang[]) {
    const bytes = await renderApplicationLetter(LETTER_TEXTS[lang])
    await writeFile(new URL(letterFile(lang), `file://${LETTERS_FOLDER}`), bytes)
    process.stdout.write(`${letterFile(lang)}: ${bytes.length} bytes\n`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
