import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

// Each answer carries the request as it now stands (also after a refusal: another operator may
// have claimed or moved it), with all its page shows: Apollo's cache puts it in place by id, so
// the page and any queue row holding it change with no second request.

export const ClaimRequest = graphql(`
  mutation ClaimRequest($input: RequestReviewInput!) {
    claimRequest(input: $input) {
      request {
        ...RequestReview_request
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const ReleaseRequest = graphql(`
  mutation ReleaseRequest($input: RequestReviewInput!) {
    releaseRequest(input: $input) {
      request {
        ...RequestReview_request
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const AcceptRequest = graphql(`
  mutation AcceptRequest($input: AnswerReviewInput!) {
    acceptRequest(input: $input) {
      request {
        ...RequestReview_request
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const DeclineRequest = graphql(`
  mutation DeclineRequest($input: AnswerReviewInput!) {
    declineRequest(input: $input) {
      request {
        ...RequestReview_request
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The request actions, each a mutation function of Apollo. */
export function useRequestActions() {
  const [claim] = useMutation(ClaimRequest)
  const [release] = useMutation(ReleaseRequest)
  const [accept] = useMutation(AcceptRequest)
  const [decline] = useMutation(DeclineRequest)
  return { claim, release, accept, decline }
}
