import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { enterpriseToday, shownDay } from '../calendar/days.js'
import type { Lang } from '../i18n/lang.js'
import { DOCUMENT_LABELS, type DocumentLabel } from './document-labels.js'
import { drawEmblem } from './emblem.js'
import { embedFonts, type FontSet } from './pdf-fonts.js'
import type { PermitDocument } from './permit-documents.repository.js'
import { groupedShortCode } from './short-code.js'

/**
 * The QR code of a verify link, as a PNG. Medium error correction (15 % may be smudged) for a
 * short address is version 3 or 4: modules near a millimetre wide at the printed size.
 */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 })
}

const shown = shownDay

const PAGE = { width: 595.28, height: 841.89, margin: 48 }
/** 110 pt is about 39 mm: a phone at arm's length reads it from paper (30 mm is the least). */
const QR_SIZE = 110
const EMBLEM_SIZE = 64
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.35, 0.38, 0.42)
const GREEN = rgb(0.114, 0.361, 0.247)
const BAND = rgb(0.93, 0.96, 0.94)

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

/** Writes wrapped lines downwards from `y`; answers where the next line starts. */
export function writeLines(
  page: PDFPage,
  at: { x: number; y: number; width: number },
  text: string,
  style: { font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
): number {
  let y = at.y
  for (const line of wrap(text, style.font, style.size, at.width)) {
    y -= style.size * 1.3
    page.drawText(line, {
      x: at.x,
      y,
      size: style.size,
      font: style.font,
      color: style.color ?? INK,
    })
  }
  return y
}

/**
 * The issued e-permit as a one-page PDF, as the e-permit protocol's documents are: every label
 * in the haulier's language and in English (English alone for an English reader), the emblem,
 * the validity, and the QR code of the short verify address with its code printed beside it.
 */
export async function renderPermitPdf(
  document: PermitDocument,
  lang: Lang,
  verifyUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await embedFonts(pdf)
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
  const full = PAGE.width - 2 * PAGE.margin
  const top = PAGE.height - PAGE.margin
  const qrColumn = 150
  await drawEmblem(page, left, top, EMBLEM_SIZE)

  const headX = left + EMBLEM_SIZE + 14
  const headWidth = full - EMBLEM_SIZE - 14 - qrColumn - 12
  let y = top + 4
  for (const each of langs) {
    const size = each === lang ? 18 : 13
    y = writeLines(page, { x: headX, y, width: headWidth }, DOCUMENT_LABELS.title[each], {
      font: font.bold,
      size,
      color: GREEN,
    })
  }
  y -= 4
  for (const each of langs) {
    const at = { x: headX, y, width: headWidth }
    y = writeLines(page, at, DOCUMENT_LABELS.issuer[each], {
      font: font.regular,
      size: 9,
      color: MUTED,
    })
  }

  const qrBottom = await drawVerification(page, pdf, font, {
    both,
    verifyUrl,
    document,
    top,
    qrColumn,
  })

  y = Math.min(y, top - EMBLEM_SIZE, qrBottom) - 18
  y = drawValidity(page, font, both, document, y)

  const field = (label: DocumentLabel, value: string) => {
    y = writeLines(page, { x: left, y, width: full }, both(label), {
      font: font.regular,
      size: 9,
      color: MUTED,
    })
    y = writeLines(page, { x: left, y, width: full }, value, { font: font.bold, size: 12 }) - 7
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
  if (document.revoked_at) {
    writeLines(page, { x: left, y, width: full }, both('revoked'), {
      font: font.bold,
      size: 16,
      color: rgb(0.7, 0.1, 0.1),
    })
  }
  page.drawText(`${both('signed')} ${document.kid}`, {
    x: left,
    y: PAGE.margin,
    size: 7,
    font: font.regular,
    color: MUTED,
  })
  return pdf.save()
}

/** Issued on and valid until, in a band across the page; answers where the fields start. */
function drawValidity(
  page: PDFPage,
  font: FontSet<PDFFont>,
  both: (label: DocumentLabel) => string,
  document: PermitDocument,
  top: number,
): number {
  const full = PAGE.width - 2 * PAGE.margin
  const half = full / 2 - 12
  const height = 58
  page.drawRectangle({ x: PAGE.margin, y: top - height, width: full, height, color: BAND })
  // Valid to the end of the return day in Ashgabat, as the credential's expiry says.
  const cells: [DocumentLabel, string, string?][] = [
    ['issued', shown(enterpriseToday(document.issued_at))],
    ['valid_until', shown(document.return_date), both('end_of_day')],
  ]
  cells.forEach(([label, value, note], index) => {
    const at = { x: PAGE.margin + 10 + index * (half + 12), y: top - 6, width: half - 10 }
    let y = writeLines(page, at, both(label), { font: font.regular, size: 8, color: MUTED })
    y = writeLines(page, { ...at, y }, value, { font: font.bold, size: 14, color: GREEN })
    if (note) writeLines(page, { ...at, y }, note, { font: font.regular, size: 8, color: MUTED })
  })
  return top - height - 16
}

/** The QR code, the verify code beside it and the address to type; answers its lowest point. */
async function drawVerification(
  page: PDFPage,
  pdf: PDFDocument,
  font: FontSet<PDFFont>,
  input: {
    both: (label: DocumentLabel) => string
    verifyUrl: string
    document: PermitDocument
    top: number
    qrColumn: number
  },
): Promise<number> {
  const x = PAGE.width - PAGE.margin - input.qrColumn
  const qr = await pdf.embedPng(await qrPng(input.verifyUrl))
  const qrX = x + (input.qrColumn - QR_SIZE) / 2
  page.drawImage(qr, { x: qrX, y: input.top - QR_SIZE, width: QR_SIZE, height: QR_SIZE })
  const width = input.qrColumn
  let y = input.top - QR_SIZE
  y = writeLines(page, { x, y, width }, input.both('verify_code'), {
    font: font.regular,
    size: 7,
    color: MUTED,
  })
  const code = groupedShortCode(input.document.short_code)
  page.drawText(code, { x, y: y - 17, size: 16, font: font.mono, color: INK })
  y -= 22
  y = writeLines(page, { x, y, width }, input.both('without_camera'), {
    font: font.regular,
    size: 7,
    color: MUTED,
  })
  // The address to type, without its scheme; cut before /verify/ when the origin is long.
  const typed = input.verifyUrl.replace(/^https?:\/\//, '')
  const lines =
    font.regular.widthOfTextAtSize(typed, 7) <= width ? [typed] : typed.split(/(?=\/verify\/)/)
  for (const line of lines)
    y = writeLines(page, { x, y, width }, line, { font: font.regular, size: 7 })
  return y
}
