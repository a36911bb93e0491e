import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { popup } from '../../../components/popup'
import { failureOf } from '../../../components/use-mutation-form'
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
 * Pay for an e-permit: the browser goes to the payment page, or a popup says why it cannot (the
 * session's end is handled once, by the client). The one routine behind every Pay button.
 */
export function usePayForPermit() {
  const { t } = useLingui()
  const [payForPermit, { loading: paying }] = useMutation(PayForPermitMutation)

  async function pay(permitId: string) {
    const failure = { title: t`Payment not started`, tone: 'failure' as const }
    try {
      const answer = (await payForPermit({ variables: { input: { permitId } } })).data?.payForPermit
      if (answer?.paymentUrl) {
        window.location.assign(answer.paymentUrl)
        return
      }
      popup.show({ ...failure, message: answer?.userErrors[0]?.message ?? t`Error has occured` })
    } catch (problem) {
      if (failureOf(problem) === 'session') return
      popup.show({ ...failure, message: t`Error has occurred, please try again later` })
    }
  }

  return { pay, paying }
}
