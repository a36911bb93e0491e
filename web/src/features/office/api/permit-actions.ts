import { useMutation } from '@apollo/client/react'
import { type FragmentType, getFragmentData, graphql } from '../../../gql'
import type { PermitReviewInput, PricePermitInput, RejectPermitInput } from '../../../gql/graphql'

// Each answer carries the e-permit as it now stands (also after a refusal: another operator may
// have claimed or moved it), with what an action can change on its page: Apollo's cache puts it in
// place by id, so the page and any queue row holding it change with no second request. What no
// action changes (the applicant and their profile, the route, the cargo) is not asked again.

/** What an action changes: status, price, reason, the claim, the steps now legal, the timeline. */
export const PermitAction_permit = graphql(`
  fragment PermitAction_permit on PermitForReview {
    id
    status
    price
    rejectionReason
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

/** What every action answers: the e-permit as it now stands, and what the operator can fix. */
export const PermitAction_payload = graphql(`
  fragment PermitAction_payload on PermitReviewPayload {
    permit {
      ...PermitAction_permit
    }
    userErrors {
      field
      message
      code
    }
  }
`)

export const ClaimPermit = graphql(`
  mutation ClaimPermit($input: PermitReviewInput!) {
    claimPermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

export const ReleasePermit = graphql(`
  mutation ReleasePermit($input: PermitReviewInput!) {
    releasePermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

export const TakePermit = graphql(`
  mutation TakePermit($input: PermitReviewInput!) {
    takePermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

export const PricePermit = graphql(`
  mutation PricePermit($input: PricePermitInput!) {
    pricePermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

export const RejectPermit = graphql(`
  mutation RejectPermit($input: RejectPermitInput!) {
    rejectPermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

export const IssuePermit = graphql(`
  mutation IssuePermit($input: PermitReviewInput!) {
    issuePermit(input: $input) {
      ...PermitAction_payload
      # Issuing also signs the document: the one thing only this action changes.
      permit {
        id
        document {
          number
          downloadUrl
          issuedAt
        }
      }
    }
  }
`)

/** Revokes a paid e-permit with a refund: the permit's answer says it is rejected now. */
export const RefundPermit = graphql(`
  mutation RefundPermit($input: RejectPermitInput!) {
    refundPermit(input: $input) {
      ...PermitAction_payload
    }
  }
`)

type Answer = FragmentType<typeof PermitAction_payload> | null | undefined

/** The payload of an action's answer, read through its fragment. */
const payloadOf = (answer: Answer) => getFragmentData(PermitAction_payload, answer)

/** The e-permit actions: each sends its input and answers the payload (`PermitAction_payload`). */
export function usePermitActions() {
  const [claim] = useMutation(ClaimPermit)
  const [release] = useMutation(ReleasePermit)
  const [take] = useMutation(TakePermit)
  const [price] = useMutation(PricePermit)
  const [reject] = useMutation(RejectPermit)
  const [issue] = useMutation(IssuePermit)
  const [refund] = useMutation(RefundPermit)
  return {
    claim: async (input: PermitReviewInput) =>
      payloadOf((await claim({ variables: { input } })).data?.claimPermit),
    release: async (input: PermitReviewInput) =>
      payloadOf((await release({ variables: { input } })).data?.releasePermit),
    take: async (input: PermitReviewInput) =>
      payloadOf((await take({ variables: { input } })).data?.takePermit),
    price: async (input: PricePermitInput) =>
      payloadOf((await price({ variables: { input } })).data?.pricePermit),
    reject: async (input: RejectPermitInput) =>
      payloadOf((await reject({ variables: { input } })).data?.rejectPermit),
    issue: async (input: PermitReviewInput) =>
      payloadOf((await issue({ variables: { input } })).data?.issuePermit),
    refund: async (input: RejectPermitInput) =>
      payloadOf((await refund({ variables: { input } })).data?.refundPermit),
  }
}
