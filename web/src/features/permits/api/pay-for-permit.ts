import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useMutationAction } from '../../../components/use-mutation-action'
import { graphql } from '../../../gql'

/** Starts paying for an e-permit that is to pay: the answer is the payment page's address. */
export const PayForPermitMutation = graphql(`
  mutation PayForPermit($input: PayForPermitInput!) {
    payForPermit(input: $input) {
      paymentUrl
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/**
 * Pay for an e-permit: the browser goes to the payment page, or a popup says why it cannot
 * (`useMutationAction`). The one routine behind every Pay button.
 */
export function usePayForPermit() {
  const { t } = useLingui()
  const [payForPermit] = useMutation(PayForPermitMutation)
  const payment = useMutationAction({
    mutate: async (permitId: string) =>
      (await payForPermit({ variables: { input: { permitId } } })).data?.payForPermit,
    succeeded: (answer) => Boolean(answer.paymentUrl),
    onSuccess: (answer) => {
      if (answer.paymentUrl) window.location.assign(answer.paymentUrl)
    },
    failureTitle: t`Payment not started`,
  })
  return { pay: payment.run, paying: payment.busy }
}
