import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import type { PermitStatus } from '../db/schema.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import { assertMoney } from '../http/money.js'
import type { Lang } from '../i18n/lang.js'
import { supersedePendingPayments } from '../payments/payments.shared.js'
import { issuePermitDocument } from '../permit-documents/permit-documents.shared.js'
import {
  operatorMayMove,
  PERMIT_STATUS,
  permitChanges,
  permitStatusName,
} from '../permits/permits.shared.js'
import type { SigningKey } from '../security/signing-key.js'
import { refuseOthersClaim } from './claims.js'

export interface PermitMove {
  status: PermitStatus
  /** Manat; to pay only. Without it, the permit type's price is asked. */
  price?: number
  /** Required to reject; shown to the client. */
  reason?: string
}

/**
 * An operator moves an e-permit one step (docs/product.md, the cabinet) and the status history records it in
 * the same transaction. Rejecting a permit that was to pay also closes its open payment, so a
 * payment page left open cannot pay a rejected permit. A permit made Successful is issued (its
 * signed document, permit-documents/) in the same transaction. Only the operator holding the
 * permit's claim moves it; settling it (Successful, Rejected) ends the claim.
 */
export async function movePermit(
  db: Db,
  operator: { id: number; lang: Lang },
  permitId: number,
  move: PermitMove,
  signingKey: SigningKey,
) {
  return db.transaction().execute(async (trx) => {
    const permits = permitChanges(trx)
    const permit = await permits.lockForChange(permitId)
    if (!permit) throw notFound('permit_not_found')
    // An account that filed the request cannot be the one that decides or prices it.
    if (permit.user_id === operator.id) throw new ApiError(403, 'own_request')
    const from = permit.status
    const to = move.status
    const names = {
      from: permitStatusName(operator.lang, from),
      to: permitStatusName(operator.lang, to),
    }
    if (from === PERMIT_STATUS.toPay && to === PERMIT_STATUS.paid) {
      throw ValidationFailed.field('status', 'permit_paid_by_payment_only', names)
    }
    if (!operatorMayMove(from, to)) {
      throw ValidationFailed.field('status', 'permit_transition_refused', names)
    }
    // Checked with the row locked: a claim cannot change between this check and the move.
    await refuseOthersClaim(
      trx,
      { table: 'permits', id: permit.id },
      permit.claimed_by,
      operator.id,
    )

    const reason = move.reason?.trim() || null
    if (to === PERMIT_STATUS.rejected && !reason) {
      throw ValidationFailed.field('reason', 'permit_reason_required')
    }
    if (move.price !== undefined) assertMoney('price', move.price)
    const price = to === PERMIT_STATUS.toPay ? (move.price ?? permit.type_price) : undefined
    if (price !== undefined && !(price > 0)) {
      throw ValidationFailed.field('price', 'permit_price_positive')
    }

    const settled = to === PERMIT_STATUS.successful || to === PERMIT_STATUS.rejected
    // Settling ends the claim; a step on an unclaimed permit takes it (claims.ts).
    const claim = settled
      ? { claimed_by: null, claimed_at: null }
      : permit.claimed_by === null
        ? { claimed_by: operator.id, claimed_at: new Date() }
        : {}
    await permits.setStatus(permit.id, {
      ...claim,
      status: to,
      ...(price !== undefined ? { price } : {}),
      ...(to === PERMIT_STATUS.rejected ? { reason } : {}),
    })
    if (to === PERMIT_STATUS.successful) await issuePermitDocument(trx, permit.id, signingKey)
    const history = statusHistory(trx)
    const actor = { id: operator.id, role: 'operator' as const }
    await history.record({
      subject: 'permit',
      subjectId: permit.id,
      ownerId: permit.user_id,
      actor,
      from,
      to,
      reason,
    })
    if (from === PERMIT_STATUS.toPay) {
      for (const payment of await supersedePendingPayments(trx, permit.id)) {
        await history.record({
          subject: 'payment',
          subjectId: payment,
          ownerId: permit.user_id,
          actor,
          from: 'pending',
          to: 'superseded',
          reason,
        })
      }
    }
    return {
      id: permit.id,
      userId: permit.user_id,
      filedBy: permit.member_id,
      from,
      to,
      reason,
      price: price ?? null,
    }
  })
}
