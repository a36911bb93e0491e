import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      requested
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Password reset step 1: e-mails a link; nothing cached changes. */
export const useRequestPasswordReset = () => useMutation(RequestPasswordReset)
