import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Removes a member; the answer carries the team as it now stands (the cache takes it). */
export const RemoveMember = graphql(`
  mutation RemoveMember($input: MemberInput!) {
    removeMember(input: $input) {
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

export const useRemoveMember = () => useMutation(RemoveMember)
