import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import { notFound, ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'
import { PERMIT_STATUS, permitChanges, permitStatusName } from '../permits/permits.shared.js'
import { randomToken } from '../security/secrets.js'
import { paymentsRepository } from './payments.repository.js'
import type { PaymentProvider } from './provider.js'
import { PAYMENT_RETURN_PATH } from './sandbox-provider.js'

/**
 * Opens a payment of the caller's e-permit that is to pay, and gives the provider's page to send
 * the browser to. A newer payment supersedes an older pending one, so only the latest page can
 * complete; a permit already paid is refused here and, at the last, by payments_one_paid_idx.
 */
export async function openPayment(
  deps: { db: Db; provider: PaymentProvider; publicUrl: string },
  /** The company whose permit is paid, and its member who pays it (ADR 0103). */
  payer: { userId: number; memberId: number; lang: Lang },
  permitId: number,
): Promise<string> {
  const { reference, amount } = await deps.db.transaction().execute(async (trx) => {
    const permit = await permitChanges(trx).lockForChange(permitId, payer.userId)
    if (!permit) throw notFound('permit_not_found')
    const payments = paymentsRepository(trx)
    const paid =
      permit.status === PERMIT_STATUS.paid ||
      permit.status === PERMIT_STATUS.successful ||
      (await payments.paidExists(permit.id))
    if (paid) throw ValidationFailed.field('permit_id', 'permit_already_paid')
    if (permit.status !== PERMIT_STATUS.toPay || permit.price === null) {
      throw ValidationFailed.field('permit_id', 'permit_not_payable', {
        status: permitStatusName(payer.lang, permit.status),
      })
    }

    const history = statusHistory(trx)
    const actor = { id: payer.memberId, role: 'client' as const }
    for (const superseded of await payments.supersedePending(permit.id)) {
      await history.record({
        subject: 'payment',
        subjectId: superseded,
        ownerId: payer.userId,
        actor,
        from: 'pending',
        to: 'superseded',
      })
    }
    const reference = randomToken()
    const created = await payments.insert({
      permit_id: permit.id,
      user_id: payer.userId,
      member_id: payer.memberId,
      provider: deps.provider.name,
      reference,
      amount: permit.price,
    })
    await history.record({
      subject: 'payment',
      subjectId: created.id,
      ownerId: payer.userId,
      actor,
      from: null,
      to: 'pending',
    })
    return { reference, amount: permit.price }
  })

  const { redirectUrl } = await deps.provider.startPayment({
    reference,
    amount,
    currency: 'TMT',
    description: translate(payer.lang, 'payment_description', { id: permitId }),
    returnUrl: `${deps.publicUrl}${PAYMENT_RETURN_PATH}`,
    lang: payer.lang,
  })
  return redirectUrl
}
