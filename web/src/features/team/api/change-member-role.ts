import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Gives a member another role; the answer re-selects the member (the cache updates them). */
export const ChangeMemberRole = graphql(`
  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      member {
        ...TeamTab_member
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useChangeMemberRole = () => useMutation(ChangeMemberRole)
