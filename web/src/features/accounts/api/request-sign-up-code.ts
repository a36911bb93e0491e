import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const RequestSignUpCode = graphql(`
  mutation RequestSignUpCode($input: SignUpDetailsInput!) {
    requestSignUpCode(input: $input) {
      challenge
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Sign-up step 1: e-mails a code; nothing cached changes. */
export const useRequestSignUpCode = () => useMutation(RequestSignUpCode)
