import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

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
      fromStatus
      toStatus
      actor
      actorName
      reason
      changedAt
    }
  }
`)

export const ClaimPermit = graphql(`
  mutation ClaimPermit($input: PermitReviewInput!) {
    claimPermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const ReleasePermit = graphql(`
  mutation ReleasePermit($input: PermitReviewInput!) {
    releasePermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const TakePermit = graphql(`
  mutation TakePermit($input: PermitReviewInput!) {
    takePermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const PricePermit = graphql(`
  mutation PricePermit($input: PricePermitInput!) {
    pricePermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const RejectPermit = graphql(`
  mutation RejectPermit($input: RejectPermitInput!) {
    rejectPermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const IssuePermit = graphql(`
  mutation IssuePermit($input: PermitReviewInput!) {
    issuePermit(input: $input) {
      permit {
        ...PermitAction_permit
        document {
          number
          downloadUrl
          issuedAt
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

/** Revokes a paid e-permit with a refund: the permit's answer says it is rejected now. */
export const RefundPermit = graphql(`
  mutation RefundPermit($input: RejectPermitInput!) {
    refundPermit(input: $input) {
      permit {
        ...PermitAction_permit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The e-permit actions, each a mutation function of Apollo. */
export function usePermitActions() {
  const [claim] = useMutation(ClaimPermit)
  const [release] = useMutation(ReleasePermit)
  const [take] = useMutation(TakePermit)
  const [price] = useMutation(PricePermit)
  const [reject] = useMutation(RejectPermit)
  const [issue] = useMutation(IssuePermit)
  const [refund] = useMutation(RefundPermit)
  return { claim, release, take, price, reject, issue, refund }
}
