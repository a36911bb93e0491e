import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { LetterText } from './letter-texts.js'

const require = createRequire(import.meta.url)
/**
 * DejaVu Sans, the font the API's e-permit documents print with: it has every Turkmen Latin and
 * Cyrillic letter, and it comes from npm (nothing is downloaded).
 */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

/** The letters carry this date in their metadata, so the same texts make the same bytes. */
const MADE = new Date('2026-11-24T00:00:00Z')
const AUTHOR = 'Türkmenawtoulaggözegçilik'

const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const RIGHT = PAGE.width - PAGE.margin
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.38, 0.4, 0.44)
const RULE = rgb(0.55, 0.57, 0.6)

/** Lines of `text` that fit `width` at `size`, broken between words. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  return [...lines, line]
}

/** A pen that writes down the page from the top, line by line. */
class Pen {
  y = PAGE.height - PAGE.margin
  constructor(
    private readonly page: PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  text(
    text: string,
    options: {
      size?: number
      bold?: boolean
      x?: number
      color?: typeof INK
      center?: boolean
    } = {},
  ) {
    const { size = 10.5, bold = false, x = PAGE.margin, color = INK, center = false } = options
    const font = bold ? this.fonts.bold : this.fonts.regular
    for (const line of wrap(text, font, size, RIGHT - x)) {
      this.y -= size * 1.45
      const width = font.widthOfTextAtSize(line, size)
      const left = center ? (PAGE.width - width) / 2 : x
      this.page.drawText(line, { x: left, y: this.y, size, font, color })
    }
  }

  /** A label, then a rule to the right margin to write on (or a rule of its own line). */
  blank(label: string, options: { x?: number; size?: number } = {}) {
    const { x = PAGE.margin, size = 10.5 } = options
    const font = this.fonts.regular
    const labelWidth = font.widthOfTextAtSize(`${label}:`, size)
    const ownLine = labelWidth > (RIGHT - x) * 0.55
    this.text(`${label}:`, { x, size })
    if (ownLine) this.y -= size * 1.45
    const start = ownLine ? x : x + labelWidth + 6
    this.page.drawLine({
      start: { x: start, y: this.y - 2 },
      end: { x: RIGHT, y: this.y - 2 },
      thickness: 0.6,
      color: RULE,
    })
  }

  gap(points: number) {
    this.y -= points
  }

  get pageOf() {
    return this.page
  }
}

/**
 * One language's application letter as a one-page A4 PDF: the sender's letterhead blanks, the
 * enterprise addressed, the request with the carriage's blanks, the enclosed documents, the date,
 * signature and stamp places. The same texts always give the same bytes.
 */
export async function renderApplicationLetter(text: LetterText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.registerFontkit(fontkit)
  const [regularBytes, boldBytes] = await Promise.all([
    readFile(FONT_FILES.regular),
    readFile(FONT_FILES.bold),
  ])
  const regular = await pdf.embedFont(regularBytes, { subset: true })
  const bold = await pdf.embedFont(boldBytes, { subset: true })
  pdf.setTitle(text.documentTitle, { showInWindowTitleBar: true })
  pdf.setAuthor(AUTHOR)
  pdf.setCreator(AUTHOR)
  pdf.setProducer('pdf-lib')
  pdf.setLanguage(text.tag)
  pdf.setCreationDate(MADE)
  pdf.setModificationDate(MADE)

  const pen = new Pen(pdf.addPage([PAGE.width, PAGE.height]), { regular, bold })
  pen.text(text.sender.heading, { size: 9, bold: true, color: MUTED })
  for (const field of text.sender.fields) pen.blank(field, { size: 9.5 })
  pen.gap(10)
  pen.text(text.outgoing, { size: 9.5 })

  pen.gap(14)
  for (const line of text.addressee) pen.text(line, { x: 310, bold: true, size: 11 })

  pen.gap(22)
  pen.text(text.title, { bold: true, size: 14, center: true })
  pen.gap(10)
  pen.text(text.request)
  pen.gap(4)
  for (const detail of text.details) pen.blank(detail)
  pen.gap(10)
  pen.text(text.confirmation)

  pen.gap(12)
  pen.text(text.enclosures.heading, { bold: true })
  text.enclosures.items.forEach((item, index) => {
    pen.text(`${index + 1}. ${item}`, { x: PAGE.margin + 12 })
  })

  pen.gap(16)
  signatureBlock(pen, text.signature)

  const foot = wrap(text.howToSend, regular, 8, RIGHT - PAGE.margin)
  foot.forEach((line, index) => {
    pen.pageOf.drawText(line, {
      x: PAGE.margin,
      y: PAGE.margin - 10 + (foot.length - 1 - index) * 11,
      size: 8,
      font: regular,
      color: MUTED,
    })
  })
  return pdf.save()
}

/** The date, the director's signature and name on rules with their captions, the stamp's place. */
function signatureBlock(pen: Pen, words: LetterText['signature']) {
  pen.blank(words.date)
  pen.gap(28)
  const page = pen.pageOf
  const { regular } = pen.fonts
  const y = pen.y
  page.drawText(words.position, { x: PAGE.margin, y, size: 10.5, font: pen.fonts.bold, color: INK })
  const rules = [
    { from: 170, to: 300, caption: words.signature },
    { from: 320, to: RIGHT, caption: words.name },
  ]
  for (const { from, to, caption } of rules) {
    page.drawLine({
      start: { x: from, y: y - 2 },
      end: { x: to, y: y - 2 },
      thickness: 0.6,
      color: RULE,
    })
    const width = regular.widthOfTextAtSize(caption, 7.5)
    page.drawText(caption, {
      x: (from + to - width) / 2,
      y: y - 12,
      size: 7.5,
      font: regular,
      color: MUTED,
    })
  }
  // The stamp's place: a dashed circle under the signature, its abbreviation inside.
  const centre = { x: 235, y: y - 52 }
  page.drawCircle({
    x: centre.x,
    y: centre.y,
    size: 30,
    borderColor: RULE,
    borderWidth: 0.8,
    borderDashArray: [3, 3],
  })
  const width = regular.widthOfTextAtSize(words.stamp, 9)
  page.drawText(words.stamp, {
    x: centre.x - width / 2,
    y: centre.y - 3,
    size: 9,
    font: regular,
    color: MUTED,
  })
  pen.gap(100)
}
