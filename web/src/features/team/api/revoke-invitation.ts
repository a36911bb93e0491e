import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Revokes an invitation; the answer carries the team as it now stands (the cache takes it). */
export const RevokeInvitation = graphql(`
  mutation RevokeInvitation($input: InvitationInput!) {
    revokeInvitation(input: $input) {
      done
      query {
        companyMembers {
          ...TeamTab_members
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useRevokeInvitation = () => useMutation(RevokeInvitation)
