import { statusHistory } from '../audit/status-history.js'
import type { Db } from '../db/database.js'
import type { PermitStatus } from '../db/schema.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import { paymentsRepository } from '../payments/payments.repository.js'
import { operatorMayMove, PERMIT_STATUS, permitStatusName } from './permit-status.js'
import { permitsRepository } from './permits.repository.js'

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
 * payment page left open cannot pay a rejected permit.
 */
export async function movePermit(
  db: Db,
  operator: { id: number; lang: Lang },
  permitId: number,
  move: PermitMove,
) {
  return db.transaction().execute(async (trx) => {
    const permits = permitsRepository(trx)
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

    const reason = move.reason?.trim() || null
    if (to === PERMIT_STATUS.rejected && !reason) {
      throw ValidationFailed.field('reason', 'permit_reason_required')
    }
    const price =
      to === PERMIT_STATUS.toPay
        ? Math.round((move.price ?? permit.type_price) * 100) / 100
        : undefined
    if (price !== undefined && !(price > 0)) {
      throw ValidationFailed.field('price', 'permit_price_positive')
    }

    await permits.setStatus(permit.id, {
      status: to,
      ...(price !== undefined ? { price } : {}),
      ...(to === PERMIT_STATUS.rejected ? { reason } : {}),
    })
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
      for (const payment of await paymentsRepository(trx).supersedePending(permit.id)) {
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
    return { id: permit.id, userId: permit.user_id, from, to, reason }
  })
}
