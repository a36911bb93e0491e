import { enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import type { ReceiptKind } from '../db/schema.js'
import { mailJobsRepository } from '../mail/mail-jobs.repository.js'
import { receiptsRepository } from './receipts.repository.js'

/** How a number starts, by kind: R-2026-00017, CN-2026-00003. */
const PREFIX: Record<ReceiptKind, string> = { receipt: 'R', credit_note: 'CN' }

export const receiptNumber = (kind: ReceiptKind, year: number, serial: number) =>
  `${PREFIX[kind]}-${year}-${String(serial).padStart(5, '0')}`

/**
 * Numbers a payment's receipt (or a refund's credit note) and puts its letter in the outbox,
 * inside the transaction that completes (or refunds) the payment: both exist exactly when the
 * payment's change does. Takes the year's counter last, so it is held for as short a time as
 * the transaction allows. The PDF is made after the commit (receipt-file.ts).
 */
export async function issueReceipt(
  trx: Db,
  input: { kind: ReceiptKind; paymentId: number; reason?: string | null; now?: Date },
): Promise<{ id: number; number: string }> {
  const receipts = receiptsRepository(trx)
  const payment = await receipts.paymentFacts(input.paymentId)
  if (!payment) throw new Error(`payment ${input.paymentId} is not there`)
  const issuedAt = input.now ?? new Date()
  const year = Number(enterpriseToday(issuedAt).slice(0, 4))
  const serial = await receipts.nextSerial(input.kind, year)
  const number = receiptNumber(input.kind, year, serial)
  const { id } = await receipts.insert({
    kind: input.kind,
    year,
    serial,
    number,
    payment_id: payment.id,
    permit_id: payment.permit_id,
    user_id: payment.user_id,
    amount: payment.amount,
    currency: payment.currency,
    lang: payment.lang,
    reason: input.reason ?? null,
    issued_at: issuedAt,
  })
  await mailJobsRepository(trx).add('receipt', { receiptId: id })
  return { id, number }
}
