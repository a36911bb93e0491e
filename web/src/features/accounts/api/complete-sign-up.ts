import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const CompleteSignUp = graphql(`
  mutation CompleteSignUp($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Sign-up step 3: creates the account and opens its session. */
export const useCompleteSignUp = () => useMutation(CompleteSignUp)
