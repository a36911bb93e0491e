import type { AppContext } from '../context.js'
import type { Db } from '../db/database.js'
import { paymentsRepository } from './payments.repository.js'
import { createSandboxProvider } from './sandbox-provider.js'

/**
 * What an operator's move of an e-permit does to its payments: rejecting a permit that was to pay
 * closes its open payment pages (superseded), so none can pay it afterwards. Inside the move's
 * transaction; answers the payments' ids for the status history.
 */
export function supersedePendingPayments(trx: Db, permitId: number): Promise<number[]> {
  return paymentsRepository(trx).supersedePending(permitId)
}

export type { PaymentProvider } from './provider.js'
export { refundPaidPayment } from './refund-payment.js'

/**
 * The payment provider PAYMENT_PROVIDER names (validated at start; the sandbox is the only one
 * built in). `publicUrl` is read at each call: with API_PORT=0 it is known only after listening.
 */
export const paymentProvider = (context: Pick<AppContext, 'config' | 'signer'>) =>
  createSandboxProvider({ signer: context.signer, publicUrl: () => context.config.publicUrl })
