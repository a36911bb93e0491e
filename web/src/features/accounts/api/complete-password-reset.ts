import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const CompletePasswordReset = graphql(`
  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Sets the new password through an e-mailed link and opens the session. */
export const useCompletePasswordReset = () => useMutation(CompletePasswordReset)
