import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const VerifySignUpCode = graphql(`
  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {
    verifySignUpCode(input: $input) {
      verified
      triesLeft
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Sign-up step 2: checks the e-mailed code; nothing cached changes. */
export const useVerifySignUpCode = () => useMutation(VerifySignUpCode)
