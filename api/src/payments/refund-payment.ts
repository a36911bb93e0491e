import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import { ApiError } from '../http/api-error.js'
import { issueReceipt } from '../receipts/receipts.shared.js'
import { paymentsRepository } from './payments.repository.js'
import type { PaymentProvider } from './provider.js'

/**
 * Refunds an e-permit's paid payment inside the caller's transaction (the permit already locked
 * by it): the provider gives the money back, the payment becomes `refunded` in the status history
 * and its credit note is numbered and put in the outbox (ADR 0106). The provider is asked before
 * anything is written: if it refuses, the transaction rolls back and nothing changed; if the
 * commit fails after it agreed, asking again refunds nothing twice (the reference is its key).
 * Answers null when the permit has no paid payment.
 */
export async function refundPaidPayment(
  trx: Db,
  provider: PaymentProvider,
  input: { permitId: number; ownerId: number; operatorId: number; reason: string },
): Promise<{ paymentId: number; creditNote: { id: number; number: string } } | null> {
  const payments = paymentsRepository(trx)
  const payment = await payments.lockPaid(input.permitId)
  if (!payment) return null
  try {
    await provider.refund({
      reference: payment.reference,
      amount: Number(payment.amount),
      currency: payment.currency,
    })
  } catch (error) {
    const refused = new ApiError(503, 'permit_refund_failed')
    refused.cause = error
    throw refused
  }
  await payments.markRefunded(payment.id)
  await statusHistory(trx).record({
    subject: 'payment',
    subjectId: payment.id,
    ownerId: input.ownerId,
    actor: { id: input.operatorId, role: 'operator' },
    from: 'paid',
    to: 'refunded',
    reason: input.reason,
  })
  const creditNote = await issueReceipt(trx, {
    kind: 'credit_note',
    paymentId: payment.id,
    reason: input.reason,
  })
  return { paymentId: payment.id, creditNote }
}
