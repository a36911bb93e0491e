import { useMutation } from '@apollo/client/react'
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

export const usePayForPermit = () => useMutation(PayForPermitMutation)
