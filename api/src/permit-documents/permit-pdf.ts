import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import type { Lang } from '../i18n/lang.js'
import { DOCUMENT_LABELS, type DocumentLabel } from './document-labels.js'
import type { PermitDocument } from './permit-documents.repository.js'

const require = createRequire(import.meta.url)
/** DejaVu Sans (Bitstream Vera licence) covers Turkmen Latin and Cyrillic; shipped by npm. */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined
const fontBytes = () => {
  fonts ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  )
  return fonts
}

/**
 * fontkit for pdf-lib, parsing each font file once: pdf-lib asks it to parse the bytes on every
 * embedding, which for DejaVu's 750 KB is most of the time a document takes.
 */
type ParsedFont = ReturnType<typeof fontkit.create>
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>()
const onceParsingFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): ParsedFont {
    let font = parsedFonts.get(bytes)
    if (!font) {
      font = fontkit.create(bytes, postscriptName)
      parsedFonts.set(bytes, font)
    }
    return font
  },
}

/** The QR code of a verify link, as a PNG: what the PDF prints and a scanner reads. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 })
}

/** dd.mm.yyyy, as the portal shows dates. */
const shown = (day: string) => day.split('-').reverse().join('.')
const ashgabatDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ashgabat' }).format(at)

const PAGE = { width: 595.28, height: 841.89, margin: 48 }
// About 70 mm: a dense code (the credential is ~550 characters) keeps modules a phone reads on paper.
const QR_SIZE = 200
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.35, 0.38, 0.42)

/** Lines of `text` that fit `width` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

/**
 * The issued e-permit as a one-page PDF: every label in the haulier's language and in English,
 * the values, and the QR code of the verify link that carries the signed credential.
 */
export async function renderPermitPdf(
  document: PermitDocument,
  lang: Lang,
  verifyUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(onceParsingFontkit)
  const bytes = await fontBytes()
  const regular = await pdf.embedFont(bytes.regular, { subset: true })
  const bold = await pdf.embedFont(bytes.bold, { subset: true })
  const langs: Lang[] = lang === 'en' ? ['en'] : [lang, 'en']
  const both = (label: DocumentLabel) =>
    langs.map((each) => DOCUMENT_LABELS[label][each]).join(' / ')
  const named = (names: Record<Lang, string>) =>
    [...new Set(langs.map((each) => names[each]))].join(' / ')

  pdf.setTitle(`${both('title')} ${document.number}`)
  pdf.setAuthor(DOCUMENT_LABELS.issuer[lang])
  pdf.setLanguage(lang === 'tm' ? 'tk' : lang)
  pdf.setCreationDate(document.issued_at)
  pdf.setModificationDate(document.issued_at)

  const page = pdf.addPage([PAGE.width, PAGE.height])
  const left = PAGE.margin
  const textWidth = PAGE.width - 2 * PAGE.margin - QR_SIZE - 16
  let y = PAGE.height - PAGE.margin

  const write = (text: string, font: PDFFont, size: number, color = INK, width = textWidth) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size * 1.3
      page.drawText(line, { x: left, y, size, font, color })
    }
  }
  for (const each of langs) write(DOCUMENT_LABELS.title[each], bold, each === lang ? 20 : 14)
  y -= 4
  for (const each of langs) write(DOCUMENT_LABELS.issuer[each], regular, 10, MUTED)

  const qr = await pdf.embedPng(await qrPng(verifyUrl))
  const qrTop = PAGE.height - PAGE.margin
  page.drawImage(qr, {
    x: PAGE.width - PAGE.margin - QR_SIZE,
    y: qrTop - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  })
  drawCaption(page, regular, both('scan'), qrTop - QR_SIZE - 4)

  y = Math.min(y, qrTop - QR_SIZE - 40) - 8
  const full = PAGE.width - 2 * PAGE.margin
  const field = (label: DocumentLabel, value: string) => {
    write(both(label), regular, 9, MUTED, full)
    write(value, bold, 12, INK, full)
    y -= 8
  }
  field('number', document.number)
  field('type', named({ tm: document.type_tm, ru: document.type_ru, en: document.type_en }))
  field(
    'country',
    named({ tm: document.country_tm, ru: document.country_ru, en: document.country_en }),
  )
  field('departure', shown(document.departure_date))
  field('return', shown(document.return_date))
  field('haulier', document.haulier)
  field('driver', document.driver)
  field('car', document.car_plate)
  field('trailer', document.trailer_plate ?? '—')
  field('cargo', document.cargo)
  field('issued', shown(ashgabatDay(document.issued_at)))
  if (document.revoked_at) write(both('revoked'), bold, 16, rgb(0.7, 0.1, 0.1), full)
  y = PAGE.margin
  page.drawText(`${both('signed')} ${document.kid}`, {
    x: left,
    y,
    size: 7,
    font: regular,
    color: MUTED,
  })
  return pdf.save()
}

function drawCaption(page: PDFPage, font: PDFFont, text: string, top: number) {
  const x = PAGE.width - PAGE.margin - QR_SIZE
  wrap(text, font, 7, QR_SIZE).forEach((line, index) => {
    page.drawText(line, { x, y: top - 8 - index * 9, size: 7, font, color: MUTED })
  })
}
