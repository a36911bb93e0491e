import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { popup } from '../../components/popup'
import type { PaymentOutcome } from '../../gql/graphql'

type Paid = { id: string; lastPayment?: { outcome: PaymentOutcome } | null }

/**
 * The return from the payment page (`?payment={permit id}`): that permit's last payment in the
 * popup, 'PAYMENT WAS SUCCESSFUL' or 'PAYMENT FAILED', once. The parameter is dropped from the
 * address as the popup opens (replacing the entry), so a reload or going back does not say it
 * again; the outcome itself stays on the permit.
 */
export function usePaymentOutcome(permits: readonly Paid[] | undefined) {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const paymentOf = params.get('payment')
  // The address changes after a render or two; the popup opens once meanwhile.
  const told = useRef<string | null>(null)

  useEffect(() => {
    if (paymentOf === null || permits === undefined || told.current === paymentOf) return
    told.current = paymentOf
    const outcome = permits.find((permit) => permit.id === paymentOf)?.lastPayment?.outcome
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('payment')
        return next
      },
      { replace: true },
    )
    if (!outcome) return
    popup.show(
      outcome === 'SUCCEEDED'
        ? {
            title: t`PAYMENT WAS SUCCESSFUL`,
            message: t`E-permit ${paymentOf} is paid.`,
            tone: 'success',
          }
        : {
            title: t`PAYMENT FAILED`,
            message: t`E-permit ${paymentOf} is still to pay. You may try again.`,
            tone: 'failure',
          },
    )
  }, [paymentOf, permits, setParams, t])
}
