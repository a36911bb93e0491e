import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Suspends a member; the answer re-selects them (the cache updates the list). */
export const SuspendMember = graphql(`
  mutation SuspendMember($input: MemberInput!) {
    suspendMember(input: $input) {
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

/** Lets a suspended member work again; the answer re-selects them. */
export const ReactivateMember = graphql(`
  mutation ReactivateMember($input: MemberInput!) {
    reactivateMember(input: $input) {
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

export const useSuspendMember = () => useMutation(SuspendMember)
export const useReactivateMember = () => useMutation(ReactivateMember)
