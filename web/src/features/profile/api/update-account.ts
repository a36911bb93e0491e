import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Saves the account's details. The account comes back with its id, so Apollo's cache updates the
 * profile form (and anything else showing the account) with no second request.
 */
export const UpdateAccount = graphql(`
  mutation UpdateAccount($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      account {
        id
        ...ProfileForm_account
      }
      pendingEmail
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useUpdateAccount = () => useMutation(UpdateAccount)
