import type { Db } from '../db/database.js'
import { paymentsRepository } from './payments.repository.js'

/**
 * What an operator's move of an e-permit does to its payments: rejecting a permit that was to pay
 * closes its open payment pages (superseded), so none can pay it afterwards. Inside the move's
 * transaction; answers the payments' ids for the status history.
 */
export function supersedePendingPayments(trx: Db, permitId: number): Promise<number[]> {
  return paymentsRepository(trx).supersedePending(permitId)
}
