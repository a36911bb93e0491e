import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

// The answer carries the root query's team as it now stands: the cache takes it in place of the
// old one, so the new invitation shows with no second request.
export const InviteMember = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
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

export const useInviteMember = () => useMutation(InviteMember)
