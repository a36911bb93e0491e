import { useMutation } from '@apollo/client/react'
import { type FragmentType, getFragmentData, graphql } from '../../../gql'
import type { AnswerReviewInput, RequestReviewInput } from '../../../gql/graphql'

// Each answer carries the request as it now stands (also after a refusal: another operator may
// have claimed or answered it), with what an action can change on its page: Apollo's cache puts
// it in place by model and id, so the page and any queue row holding it change with no second
// request. What no action changes (the applicant, the company, what was filed) is not asked again.

/** What an action changes: status, the claim, the steps now legal, the timeline. */
export const RequestAction_request = graphql(`
  fragment RequestAction_request on RequestForReview {
    id
    model
    status
    updatedAt
    availableActions
    claim {
      mine
      claimedAt
      operator {
        id
        name
      }
    }
    timeline {
      ...Timeline_change
    }
  }
`)

/** What every action answers: the request as it now stands, and what the operator can fix. */
export const RequestAction_payload = graphql(`
  fragment RequestAction_payload on RequestReviewPayload {
    request {
      ...RequestAction_request
    }
    userErrors {
      field
      message
      code
    }
  }
`)

export const ClaimRequest = graphql(`
  mutation ClaimRequest($input: RequestReviewInput!) {
    claimRequest(input: $input) {
      ...RequestAction_payload
    }
  }
`)

export const ReleaseRequest = graphql(`
  mutation ReleaseRequest($input: RequestReviewInput!) {
    releaseRequest(input: $input) {
      ...RequestAction_payload
    }
  }
`)

export const AcceptRequest = graphql(`
  mutation AcceptRequest($input: AnswerReviewInput!) {
    acceptRequest(input: $input) {
      ...RequestAction_payload
    }
  }
`)

export const DeclineRequest = graphql(`
  mutation DeclineRequest($input: AnswerReviewInput!) {
    declineRequest(input: $input) {
      ...RequestAction_payload
    }
  }
`)

type Answer = FragmentType<typeof RequestAction_payload> | null | undefined

/** The payload of an action's answer, read through its fragment. */
const payloadOf = (answer: Answer) => getFragmentData(RequestAction_payload, answer)

/** The request actions: each sends its input and answers the payload (`RequestAction_payload`). */
export function useRequestActions() {
  const [claim] = useMutation(ClaimRequest)
  const [release] = useMutation(ReleaseRequest)
  const [accept] = useMutation(AcceptRequest)
  const [decline] = useMutation(DeclineRequest)
  return {
    claim: async (input: RequestReviewInput) =>
      payloadOf((await claim({ variables: { input } })).data?.claimRequest),
    release: async (input: RequestReviewInput) =>
      payloadOf((await release({ variables: { input } })).data?.releaseRequest),
    accept: async (input: AnswerReviewInput) =>
      payloadOf((await accept({ variables: { input } })).data?.acceptRequest),
    decline: async (input: AnswerReviewInput) =>
      payloadOf((await decline({ variables: { input } })).data?.declineRequest),
  }
}
