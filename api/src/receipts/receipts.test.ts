import { describe, expect } from 'vitest'
import { enterpriseToday, shownDay } from '../calendar/days.js'
import { operator } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it, test } from '../testing/fixtures.js'
import { decide, openPayment } from '../testing/payments.js'
import { embeddedFonts } from '../testing/permit-documents.js'
import { permitReadyHaulier, permitToPay } from '../testing/permits.js'
import { paidPermit, receiptPdf, receiptsOf } from '../testing/receipts.js'
import type { TestServer } from '../testing/test-server.js'
import { issueReceipt } from './issue-receipt.js'

let operatorToken: string
test.beforeAll(async ({ server }) => {
  operatorToken = (await operator(server)).token
})

const YEAR = enterpriseToday().slice(0, 4)
const serialsOf = async (server: TestServer, kind: 'receipt' | 'credit_note') =>
  (
    await server.db
      .selectFrom('receipts')
      .select('serial')
      .where('kind', '=', kind)
      .where('year', '=', Number(YEAR))
      .orderBy('serial')
      .execute()
  ).map((row) => row.serial)
const countingFromOne = (serials: number[]) => serials.map((_, index) => index + 1)

describe('a payment’s receipt', () => {
  it('is issued once the sandbox says paid, printed in Turkmen and English, listed and mailed', async ({
    server,
  }) => {
    const { user, permitId } = await paidPermit(server, operatorToken, { price: 275.5 })
    const [receipt, ...more] = await receiptsOf(server, user.token, permitId)
    expect(more).toEqual([])
    expect(receipt).toMatchObject({ kind: 'receipt', amount: 275.5, currency: 'TMT' })
    expect(receipt?.number).toMatch(new RegExp(`^R-${YEAR}-\\d{5}$`))
    expect(receipt?.pdf_url).toBe(`${server.url}/api/receipts/${receipt?.id}/pdf`)

    const { response, bytes, text } = await receiptPdf(server, user.token, receipt?.id ?? 0)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(
      `kwitansiya-${receipt?.number}.pdf`,
    )
    for (const expected of [
      'Töleg kwitansiýasy',
      'Payment receipt',
      'Belgisi / Number',
      receipt?.number ?? '?',
      'Senesi / Date',
      shownDay(enterpriseToday()),
      'Töleýji / Payer Ak Ýol Logistika HJ',
      `E-rugsatnama / E-permit № ${permitId}`,
      'Tölenen möçber / Amount paid 275.50 TMT',
      'Kärhananyň maglumatlary / Enterprise details',
      '«Türkmenawtoulaggözegçilik» döwlet kärhanasy',
      'Türkmenawtoulaggözegçilik State Enterprise',
      '744000, Aşgabat şäheri, Görogly köçesi, 48',
      '48 Görogly Street, Ashgabat 744000, Turkmenistan',
    ]) {
      expect(text).toContain(expected)
    }
    expect(await embeddedFonts(bytes)).toContainEqual(expect.stringMatching(/^DejaVuSans\b/))

    const letters = await server.outbox.to(user.email)
    const letter = letters.find((each) => each.subject.startsWith('Töleg kwitansiýasy'))
    expect(letter?.subject).toContain(receipt?.number)
    expect(letter?.text).toContain(`E-rugsatnama № ${permitId} üçin 275.50 TMT`)
    const attached = letter?.attachments.find((file) => file.contentType === 'application/pdf')
    expect(attached?.filename).toBe(`kwitansiya-${receipt?.number}.pdf`)
    expect(Buffer.from(attached?.content ?? []).equals(Buffer.from(bytes))).toBe(true)
  })

  it('is printed in English alone for an English payer, and in Russian and English for a Russian one', async ({
    server,
  }) => {
    const en = await paidPermit(server, operatorToken, { lang: 'en' })
    const [enReceipt] = await receiptsOf(server, en.user.token, en.permitId)
    const enText = (await receiptPdf(server, en.user.token, enReceipt?.id ?? 0)).text
    expect(enText).toContain('Payer Ak Ýol Logistika HJ')
    expect(enText).not.toContain(' / ')
    expect(enText).not.toMatch(/[А-яё]|kwitansiýasy/)

    const ru = await paidPermit(server, operatorToken, { lang: 'ru' })
    const [ruReceipt] = await receiptsOf(server, ru.user.token, ru.permitId)
    const ruText = (await receiptPdf(server, ru.user.token, ruReceipt?.id ?? 0)).text
    expect(ruText).toContain('Квитанция об оплате')
    expect(ruText).toContain('Плательщик / Payer')
    expect(ruText).toContain('744000, г. Ашхабад, ул. Гёроглы, 48')
  })

  it('is one however often, and however simultaneously, the payment is completed', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const permitId = await permitToPay(server, user, operatorToken)
    const page = await openPayment(server, user, permitId)
    const posted = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    const returnUrl = posted.headers.get('location') ?? ''
    const answers = await Promise.all([1, 2, 3].map(() => fetch(returnUrl, { redirect: 'manual' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409])
    expect((await fetch(returnUrl, { redirect: 'manual' })).status).toBe(409)
    const receipts = await receiptsOf(server, user.token, permitId)
    expect(receipts).toHaveLength(1)
    const letters = await server.outbox.to(user.email)
    const number = receipts[0]?.number ?? '?'
    expect(letters.filter((letter) => letter.subject.includes(number))).toHaveLength(1)
  })

  it('is numbered without gaps or repeats when many payments complete at once', async ({
    server,
  }) => {
    const payers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await permitReadyHaulier(server)
        const permitId = await permitToPay(server, user, operatorToken)
        return { user, permitId, page: await openPayment(server, user, permitId) }
      }),
    )
    // A numbering whose transaction rolls back leaves no gap behind it.
    const payment = await server.db
      .selectFrom('payments')
      .select('id')
      .where('permit_id', '=', payers[0]?.permitId ?? 0)
      .executeTakeFirstOrThrow()
    await expect(
      server.db.transaction().execute(async (trx) => {
        await issueReceipt(trx, { kind: 'receipt', paymentId: payment.id })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')

    const results = await Promise.all(payers.map(({ page }) => decide(page, 'paid')))
    expect(results.map(({ returned }) => returned.status)).toEqual(payers.map(() => 303))
    const serials = await serialsOf(server, 'receipt')
    expect(serials).toEqual(countingFromOne(serials))
    const numbers = (
      await Promise.all(
        payers.map(({ user, permitId }) => receiptsOf(server, user.token, permitId)),
      )
    ).flat()
    expect(new Set(numbers.map((receipt) => receipt.number)).size).toBe(payers.length)
  })

  it('is given to the paying company’s members and to operators, to nobody else', async ({
    server,
  }) => {
    const { user, permitId } = await paidPermit(server, operatorToken)
    const [receipt] = await receiptsOf(server, user.token, permitId)
    const id = receipt?.id ?? 0
    const viewer = await memberOf(server, user.id, 'viewer')
    expect(await receiptsOf(server, viewer.token, permitId)).toEqual([receipt])
    expect((await receiptPdf(server, viewer.token, id)).response.status).toBe(200)
    expect(await receiptsOf(server, operatorToken, permitId)).toEqual([receipt])
    expect((await receiptPdf(server, operatorToken, id)).text).toContain(receipt?.number)

    const stranger = await permitReadyHaulier(server)
    expect(await receiptsOf(server, stranger.token, permitId)).toEqual([])
    const theirs = await receiptPdf(server, stranger.token, id)
    expect(theirs.response.status).toBe(404)
    const nobody = await fetch(`${server.url}/api/receipts/${id}/pdf`)
    expect(nobody.status).toBe(401)
  })
})

describe('an operator’s revocation of a paid e-permit with a refund', () => {
  it('refunds the payment, rejects the permit and issues a credit note, printed and mailed', async ({
    server,
  }) => {
    const { user, permitId } = await paidPermit(server, operatorToken, { lang: 'ru', price: 90 })
    const reason = 'Маршрут закрыт: пункт пропуска на ремонте'
    const answer = await server.post(
      `/api/operator/permits/${permitId}/refund`,
      { reason },
      { token: operatorToken, lang: 'en' },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.permit).toMatchObject({ id: permitId, status: 6 })
    const payment = await server.db
      .selectFrom('payments')
      .select('status')
      .where('permit_id', '=', permitId)
      .executeTakeFirstOrThrow()
    expect(payment.status).toBe('refunded')

    const [receipt, creditNote] = await receiptsOf(server, user.token, permitId)
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 90 })
    expect(creditNote?.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{5}$`))
    const { text } = await receiptPdf(server, user.token, creditNote?.id ?? 0)
    for (const expected of [
      'Кредит-нота о возврате платежа',
      'Credit note (refund)',
      creditNote?.number ?? '?',
      `Возврат по квитанции / Refunds receipt ${receipt?.number}`,
      `Причина / Reason ${reason}`,
      'Возвращённая сумма / Amount refunded 90.00 TMT',
      'Реквизиты предприятия / Enterprise details',
    ]) {
      expect(text).toContain(expected)
    }
    const letter = (await server.outbox.to(user.email)).find((each) =>
      each.subject.startsWith('Кредит-нота'),
    )
    expect(letter?.text).toContain(reason)
    expect(letter?.attachments[0]?.filename).toBe(`kredit-nota-${creditNote?.number}.pdf`)

    const again = await server.post(
      `/api/operator/permits/${permitId}/refund`,
      { reason },
      { token: operatorToken, lang: 'en' },
    )
    expect(again.status).toBe(422)
    expect(again.body.errors.status[0]).toContain('Only a paid e-permit not yet issued')
    expect(await receiptsOf(server, user.token, permitId)).toHaveLength(2)
    expect(countingFromOne(await serialsOf(server, 'credit_note'))).toEqual(
      await serialsOf(server, 'credit_note'),
    )
  })

  it('is refused for a permit not paid, without a reason, and to a haulier', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const toPay = await permitToPay(server, user, operatorToken)
    const unpaid = await server.post(
      `/api/operator/permits/${toPay}/refund`,
      { reason: 'x' },
      { token: operatorToken, lang: 'en' },
    )
    expect(unpaid.status).toBe(422)
    expect(unpaid.body.errors.status[0]).toContain('(it is To pay)')

    const { permitId } = await paidPermit(server, operatorToken)
    const blank = await server.post(
      `/api/operator/permits/${permitId}/refund`,
      { reason: '   ' },
      { token: operatorToken, lang: 'tm' },
    )
    expect(blank.status).toBe(422)
    expect(blank.body.errors.reason[0]).toContain('Sebäbi')
    const haulier = await server.post(
      `/api/operator/permits/${permitId}/refund`,
      { reason: 'x' },
      { token: user.token },
    )
    expect(haulier.status).toBe(403)
    const status = await server.db
      .selectFrom('permits')
      .select('status')
      .where('id', '=', permitId)
      .executeTakeFirstOrThrow()
    expect(status.status).toBe(4)
  })
})
