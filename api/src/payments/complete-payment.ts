import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { PERMIT_STATUS, permitChanges } from '../permits/permits.shared.js'
import { issueReceipt } from '../receipts/receipts.shared.js'
import { paymentsRepository } from './payments.repository.js'
import type { PaymentOutcome } from './provider.js'

export type Completion =
  | {
      kind: 'completed'
      outcome: PaymentOutcome
      permitId: number
      userId: number
      /** The member who filed the e-permit (null for e-permits older than companies). */
      filedBy: number | null
      /** The paid payment's receipt, numbered in the same transaction. */
      receipt: { id: number; number: string } | null
    }
  | { kind: 'already_completed' }
  | { kind: 'unknown' }

const PROVIDER = { id: null, role: 'payment_provider' as const }

/**
 * Applies a verified provider result in one transaction: the payment leaves `pending`, a paid one
 * moves its permit from to pay to paid, the permit keeps the outcome as its last payment (and
 * the earlier client's next list is told it once), and every
 * change is in the status history; a paid one gets its numbered receipt and the receipt's letter
 * (ADR 0106). A result for a payment no longer pending changes nothing, so a payment completed
 * twice has one receipt.
 * Locks the permit before the payment, in the same order as opening a payment does.
 */
export async function completePayment(
  db: Db,
  providerName: string,
  result: { reference: string; outcome: PaymentOutcome },
): Promise<Completion> {
  try {
    return await db.transaction().execute(async (trx) => {
      const payments = paymentsRepository(trx)
      const permits = permitChanges(trx)
      const found = await payments.byReference(result.reference)
      if (!found || found.provider !== providerName) return { kind: 'unknown' as const }
      const permit = await permits.lockForChange(found.permit_id)
      const payment = await payments.lockByReference(result.reference)
      if (!permit || !payment) return { kind: 'unknown' as const }
      if (payment.status !== 'pending') return { kind: 'already_completed' as const }
      if (result.outcome === 'paid' && permit.status !== PERMIT_STATUS.toPay) {
        return { kind: 'already_completed' as const }
      }

      const history = statusHistory(trx)
      const status = result.outcome === 'paid' ? 'paid' : 'declined'
      const at = new Date()
      await payments.complete(payment.id, status, at)
      await history.record({
        subject: 'payment',
        subjectId: payment.id,
        ownerId: permit.user_id,
        actor: PROVIDER,
        from: 'pending',
        to: status,
      })
      await permits.recordPaymentOutcome(
        permit.id,
        result.outcome === 'paid' ? 'success' : 'failure',
        at,
      )
      if (result.outcome === 'paid') {
        await permits.setStatus(permit.id, { status: PERMIT_STATUS.paid })
        await history.record({
          subject: 'permit',
          subjectId: permit.id,
          ownerId: permit.user_id,
          actor: PROVIDER,
          from: permit.status,
          to: PERMIT_STATUS.paid,
        })
      }
      const receipt =
        result.outcome === 'paid'
          ? await issueReceipt(trx, { kind: 'receipt', paymentId: payment.id, now: at })
          : null
      return {
        kind: 'completed' as const,
        outcome: result.outcome,
        permitId: permit.id,
        userId: permit.user_id,
        filedBy: permit.member_id,
        receipt,
      }
    })
  } catch (error) {
    // Two results for one permit at once: payments_one_paid_idx lets only the first be paid.
    if (isUniqueViolation(error)) return { kind: 'already_completed' }
    throw error
  }
}
