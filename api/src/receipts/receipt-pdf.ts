import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { enterpriseToday, shownDay } from '../calendar/days.js'
import { pages } from '../content/pages.shared.js'
import type { Lang } from '../i18n/lang.js'
import {
  drawEmblem,
  embedFonts,
  type FontSet,
  writeLines,
} from '../permit-documents/permit-documents.shared.js'
import { RECEIPT_LABELS, type ReceiptLabel } from './receipt-labels.js'
import type { ReceiptPrintFacts } from './receipts.repository.js'

const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const EMBLEM_SIZE = 56
const MUTED = rgb(0.35, 0.38, 0.42)
const GREEN = rgb(0.114, 0.361, 0.247)
const BAND = rgb(0.93, 0.96, 0.94)

/** 150 → "150.00 TMT": the amount as the bank and the enterprise's books write it. */
export const shownAmount = (amount: number, currency: string) =>
  `${Number(amount).toFixed(2)} ${currency}`

/** The payer as the e-permit's profile names them: the company, or the person. */
export const payerName = (facts: ReceiptPrintFacts) =>
  facts.company_name ??
  [facts.client_surname, facts.client_name, facts.client_patronymic].filter(Boolean).join(' ')

/**
 * A receipt or a credit note as a one-page PDF: its title, number and date, the payer, the
 * e-permit paid for, the amount and the enterprise's details, every label in the payer's
 * language and in English (English alone for an English reader), as the e-permit is printed.
 * Dated by its issue, so the same document renders to the same page.
 */
export async function renderReceiptPdf(facts: ReceiptPrintFacts): Promise<Uint8Array> {
  const lang = facts.lang
  const pdf = await PDFDocument.create()
  const font = await embedFonts(pdf)
  const langs: Lang[] = lang === 'en' ? ['en'] : [lang, 'en']
  const both = (label: ReceiptLabel) => langs.map((each) => RECEIPT_LABELS[label][each]).join(' / ')
  const named = (names: Record<Lang, string>) =>
    [...new Set(langs.map((each) => names[each]))].join(' / ')
  const title: ReceiptLabel = facts.kind === 'receipt' ? 'receipt' : 'credit_note'

  pdf.setTitle(`${both(title)} ${facts.number}`)
  pdf.setAuthor(RECEIPT_LABELS.issuer[lang])
  pdf.setLanguage(lang === 'tm' ? 'tk' : lang)
  pdf.setCreationDate(facts.issued_at)
  pdf.setModificationDate(facts.issued_at)

  const page = pdf.addPage([PAGE.width, PAGE.height])
  const left = PAGE.margin
  const full = PAGE.width - 2 * PAGE.margin
  const top = PAGE.height - PAGE.margin
  await drawEmblem(page, left, top, EMBLEM_SIZE)
  const headX = left + EMBLEM_SIZE + 14
  const headWidth = full - EMBLEM_SIZE - 14
  let y = top + 4
  for (const each of langs) {
    const at = { x: headX, y, width: headWidth }
    y = writeLines(page, at, RECEIPT_LABELS[title][each], {
      font: font.bold,
      size: each === lang ? 18 : 13,
      color: GREEN,
    })
  }
  for (const each of langs) {
    const at = { x: headX, y, width: headWidth }
    y = writeLines(page, at, RECEIPT_LABELS.issuer[each], {
      font: font.regular,
      size: 9,
      color: MUTED,
    })
  }

  y = Math.min(y, top - EMBLEM_SIZE) - 18
  y = drawBand(page, font, both, facts, y)

  const field = (label: ReceiptLabel, value: string) => {
    const at = { x: left, y, width: full }
    y = writeLines(page, at, both(label), { font: font.regular, size: 9, color: MUTED })
    y = writeLines(page, { ...at, y }, value, { font: font.bold, size: 12 }) - 7
  }
  field('payer', payerName(facts))
  field('permit', `№ ${facts.permit_id}`)
  field('permit_type', named({ tm: facts.type_tm, ru: facts.type_ru, en: facts.type_en }))
  field('country', named({ tm: facts.country_tm, ru: facts.country_ru, en: facts.country_en }))
  if (facts.kind === 'credit_note') {
    if (facts.receipt_number) field('refunds', facts.receipt_number)
    if (facts.reason) field('reason', facts.reason)
  }
  field(facts.kind === 'receipt' ? 'paid' : 'refunded', shownAmount(facts.amount, facts.currency))

  y -= 10
  y = drawEnterprise(page, font, { both, langs }, y)
  writeLines(page, { x: left, y: PAGE.margin + 12, width: full }, both('thanks'), {
    font: font.regular,
    size: 7,
    color: MUTED,
  })
  return pdf.save()
}

/** The number and the date, large, in a band across the page; answers where fields start. */
function drawBand(
  page: PDFPage,
  font: FontSet<PDFFont>,
  both: (label: ReceiptLabel) => string,
  facts: ReceiptPrintFacts,
  top: number,
): number {
  const full = PAGE.width - 2 * PAGE.margin
  const half = full / 2 - 12
  const height = 52
  page.drawRectangle({ x: PAGE.margin, y: top - height, width: full, height, color: BAND })
  const cells: [ReceiptLabel, string][] = [
    ['number', facts.number],
    ['date', shownDay(enterpriseToday(facts.issued_at))],
  ]
  cells.forEach(([label, value], index) => {
    const at = { x: PAGE.margin + 10 + index * (half + 12), y: top - 6, width: half - 10 }
    const y = writeLines(page, at, both(label), { font: font.regular, size: 8, color: MUTED })
    writeLines(page, { ...at, y }, value, { font: font.bold, size: 14, color: GREEN })
  })
  return top - height - 16
}

/** The enterprise's name, address, telephone and e-mail, as its contacts page gives them. */
function drawEnterprise(
  page: PDFPage,
  font: FontSet<PDFFont>,
  words: { both: (label: ReceiptLabel) => string; langs: Lang[] },
  top: number,
): number {
  const at = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin }
  const { contacts } = pages
  const general = contacts.departments[0]
  page.drawLine({
    start: { x: at.x, y: top },
    end: { x: at.x + at.width, y: top },
    thickness: 0.5,
    color: MUTED,
  })
  let y = writeLines(page, { ...at, y: top - 4 }, words.both('enterprise'), {
    font: font.regular,
    size: 9,
    color: MUTED,
  })
  const lines = [
    ...new Set(words.langs.map((each) => RECEIPT_LABELS.issuer[each])),
    ...new Set(words.langs.map((each) => contacts[`address_${each}`])),
    [general?.phones[0], general?.emails[0]].filter(Boolean).join(', '),
  ]
  for (const line of lines)
    y = writeLines(page, { ...at, y }, line, { font: font.regular, size: 10 })
  return y
}
