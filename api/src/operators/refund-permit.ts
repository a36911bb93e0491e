import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import { type PaymentProvider, refundPaidPayment } from '../payments/payments.shared.js'
import { PERMIT_STATUS, permitChanges, permitStatusName } from '../permits/permits.shared.js'
import { refuseOthersClaim } from './claims.js'

/**
 * An operator revokes a paid e-permit before it is used (ADR 0106): paid, not yet issued. Its
 * payment is refunded through the provider and gets a credit note, and the permit is rejected
 * with the reason, in one transaction with the status history; the operator's claim ends. An
 * issued e-permit is revoked by its document instead (permit-documents/revocation.routes.ts).
 */
export async function refundPermit(
  db: Db,
  provider: PaymentProvider,
  operator: { id: number; lang: Lang },
  permitId: number,
  givenReason: string,
) {
  const reason = givenReason.trim()
  if (!reason) throw ValidationFailed.field('reason', 'permit_refund_reason_required')
  return db.transaction().execute(async (trx) => {
    const permits = permitChanges(trx)
    const permit = await permits.lockForChange(permitId)
    if (!permit) throw notFound('permit_not_found')
    if (permit.user_id === operator.id) throw new ApiError(403, 'own_request')
    const notPaid = () =>
      ValidationFailed.field('status', 'permit_refund_not_paid', {
        status: permitStatusName(operator.lang, permit.status),
      })
    if (permit.status !== PERMIT_STATUS.paid) throw notPaid()
    await refuseOthersClaim(
      trx,
      { table: 'permits', id: permit.id },
      permit.claimed_by,
      operator.id,
    )
    const refund = await refundPaidPayment(trx, provider, {
      permitId: permit.id,
      ownerId: permit.user_id,
      operatorId: operator.id,
      reason,
    })
    if (!refund) throw notPaid()
    await permits.setStatus(permit.id, {
      status: PERMIT_STATUS.rejected,
      reason,
      claimed_by: null,
      claimed_at: null,
    })
    await statusHistory(trx).record({
      subject: 'permit',
      subjectId: permit.id,
      ownerId: permit.user_id,
      actor: { id: operator.id, role: 'operator' },
      from: permit.status,
      to: PERMIT_STATUS.rejected,
      reason,
    })
    return {
      id: permit.id,
      userId: permit.user_id,
      filedBy: permit.member_id,
      reason,
      creditNote: refund.creditNote,
    }
  })
}
