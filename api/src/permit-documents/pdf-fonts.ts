import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

const require = createRequire(import.meta.url)
/** DejaVu (Bitstream Vera licence) covers Turkmen Latin and Cyrillic; shipped by npm. */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  // The verify code in a fixed-width face: each letter in its own cell reads without doubt.
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf'),
}
export type FontSet<T> = { regular: T; bold: T; mono: T }
let fonts: Promise<FontSet<Uint8Array>> | undefined
const fontBytes = () => {
  fonts ??= Promise.all([
    readFile(FONT_FILES.regular),
    readFile(FONT_FILES.bold),
    readFile(FONT_FILES.mono),
  ]).then(([regular, bold, mono]) => ({ regular, bold, mono }))
  return fonts
}

/**
 * fontkit for pdf-lib, parsing each font file once: pdf-lib asks it to parse the bytes on every
 * embedding, which for DejaVu's 750 KB is most of the time a document takes.
 *
 * A parsed font keeps every glyph it has made, with the letters it was made for, and a later
 * document's text map (what a reader copies or searches) takes a glyph's letters from there. A
 * subset made for one document makes the parts of an accented letter ("u" of "ü") as bare glyphs,
 * with no letter; a later document's "u" would then print but read as nothing. So every glyph a
 * letter maps to is made for its letter first, once, when the font is parsed.
 */
type ParsedFont = ReturnType<typeof fontkit.create>
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>()
const onceParsingFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): ParsedFont {
    let font = parsedFonts.get(bytes)
    if (!font) {
      font = fontkit.create(bytes, postscriptName)
      if ('characterSet' in font)
        for (const letter of font.characterSet) font.glyphForCodePoint(letter)
      parsedFonts.set(bytes, font)
    }
    return font
  },
}

/** The document's three faces, embedded (subset) in `pdf`. */
export async function embedFonts(pdf: PDFDocument): Promise<FontSet<PDFFont>> {
  pdf.registerFontkit(onceParsingFontkit)
  const bytes = await fontBytes()
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    mono: await pdf.embedFont(bytes.mono, { subset: true }),
  }
}
