import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Confirms a new e-mail with the code mailed to it; the account comes back with the new address. */
export const ConfirmEmailChange = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      account {
        id
        ...ProfileForm_account
      }
      triesLeft
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useConfirmEmailChange = () => useMutation(ConfirmEmailChange)
