import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { popup } from '../../components/popup'
import { getFragmentData } from '../../gql'
import type { PaymentOutcome, ReceiptKind } from '../../gql/graphql'
import { PermitHistory_permit, usePermit } from './api/permit-history'
import { cardHeadingId, payButtonId } from './permit-card'

type Paid = {
  id: string
  lastPayment?: { outcome: PaymentOutcome } | null
  receipts?: readonly { kind: ReceiptKind; number: string; downloadUrl: string }[]
}

/**
 * The return from the payment page (`?payment={permit id}`): that permit's last payment in the
 * popup, 'PAYMENT WAS SUCCESSFUL' (with its receipt's number and PDF) or 'PAYMENT FAILED', once. The permit is read from the page
 * shown (`shown`, once it has loaded), or on its own when it is on another page of a long
 * history. The parameter is dropped from the address as the popup opens (replacing the entry),
 * so a reload or going back does not say it again; the outcome itself stays on the permit.
 * Closed, the popup leaves the focus on that permit's card: its heading after a payment, its Pay
 * button after a failed one (to try again); on the page's heading when the card is not shown.
 */
export function usePaymentOutcome(shown: readonly Paid[] | undefined) {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const paymentOf = params.get('payment')
  const listed = shown?.find((permit) => permit.id === paymentOf)
  const elsewhere = usePermit(
    paymentOf !== null && shown !== undefined && !listed ? paymentOf : null,
    'network-only',
  )
  const read = elsewhere.data?.permit
  const permit: Paid | null | undefined =
    listed ?? (read ? getFragmentData(PermitHistory_permit, read) : elsewhere.data && null)
  // The address changes after a render or two; the popup opens once meanwhile.
  const told = useRef<string | null>(null)

  useEffect(() => {
    const known = permit !== undefined || elsewhere.error !== undefined
    if (paymentOf === null || !known || told.current === paymentOf) return
    told.current = paymentOf
    const outcome = permit?.lastPayment?.outcome
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('payment')
        return next
      },
      { replace: true },
    )
    if (!outcome) return
    const receipt = permit?.receipts?.findLast((each) => each.kind === 'RECEIPT')
    const number = receipt?.number
    popup.show(
      outcome === 'SUCCEEDED'
        ? {
            title: t`PAYMENT WAS SUCCESSFUL`,
            message: receipt
              ? t`Payment received — Receipt No. ${number}. E-permit ${paymentOf} is paid.`
              : t`E-permit ${paymentOf} is paid.`,
            tone: 'success',
            returnFocus: () => focusableHeading(cardHeadingId(paymentOf)),
            ...(receipt
              ? { download: { href: receipt.downloadUrl, label: t`Download the receipt` } }
              : {}),
          }
        : {
            title: t`PAYMENT FAILED`,
            message: t`E-permit ${paymentOf} is still to pay. You may try again.`,
            tone: 'failure',
            returnFocus: () =>
              document.getElementById(payButtonId(paymentOf)) ??
              focusableHeading(cardHeadingId(paymentOf)),
          },
    )
  }, [paymentOf, permit, elsewhere.error, setParams, t])
}

/** A heading by its id, made focusable by script (not by Tab), as a page's h1 is. */
function focusableHeading(id: string) {
  const heading = document.getElementById(id)
  heading?.setAttribute('tabindex', '-1')
  return heading
}
