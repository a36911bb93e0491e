import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Changes the password; the account's other sessions end, this one stays. Nothing is cached. */
export const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useChangePassword = () => useMutation(ChangePassword)
