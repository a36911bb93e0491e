import type { PermitHistoryResolvers } from '../__generated__/resolvers-types.js'
import { outcomeOf } from './permit.js'

export const PermitHistory: PermitHistoryResolvers = {
  // Deprecated: the most recently ended payment of any permit, read as often as asked.
  lastPaymentOutcome(list) {
    const payments = list.permits.flatMap((permit) =>
      permit.last_payment ? [permit.last_payment] : [],
    )
    const latest = payments.reduce<(typeof payments)[number] | undefined>(
      (last, payment) => (last && Date.parse(last.at) >= Date.parse(payment.at) ? last : payment),
      undefined,
    )
    return latest ? outcomeOf(latest.outcome) : null
  },
}
