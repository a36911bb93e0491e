import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { PermitFilter } from '../../../gql/graphql'

/**
 * What the e-permit history shows of each permit: its facts, where it stands, whether it can be
 * paid, its last payment and receipts, its timeline and, once issued, its document. The request's answer
 * selects it too, so the history shows a new permit on top with no second request.
 */
export const PermitHistory_permit = graphql(`
  fragment PermitHistory_permit on Permit {
    id
    kind
    status
    payable
    price
    rejectionReason
    country {
      id
      name {
        tm
        ru
        en
      }
    }
    permitType {
      id
      number
      name {
        tm
        ru
        en
      }
    }
    cargoType
    containerCount
    description
    departureOn
    returnOn
    driver {
      id
    }
    car {
      id
      plateNumber
    }
    trailer {
      id
      plateNumber
    }
    createdAt
    lastPayment {
      outcome
      at
    }
    statusHistory {
      ...Timeline_change
    }
    document {
      number
      verifyUrl
      downloadUrl
      revokedAt
    }
    receipts {
      id
      number
      kind
      issuedAt
      amount
      downloadUrl
    }
  }
`)

/**
 * A page of the history: its permits, and where it sits in the whole list. The request's answer
 * selects the first page with it, so the history shows a new permit on top from the cache.
 */
export const PermitHistory_page = graphql(`
  fragment PermitHistory_page on PermitPage {
    items {
      id
      ...PermitHistory_permit
    }
    pageInfo {
      page
      pageSize
      totalCount
      pageCount
      hasNextPage
      hasPreviousPage
    }
  }
`)

export const PermitHistoryQuery = graphql(`
  query PermitHistory($page: Int!, $filter: PermitFilter) {
    permits(page: $page, filter: $filter) {
      ...PermitHistory_page
    }
  }
`)

/**
 * A page of the caller's e-permits, newest first, 16 a page (null past the last). Operators and
 * payments move them while the haulier is elsewhere, so the history shows what the cache has and
 * asks again, unless the cache was just written by a request of this very page (`fresh`: the
 * request's answer carries the first page): then it asks nothing.
 */
export const usePermitHistory = (
  page: number,
  { fresh = false, filter }: { fresh?: boolean; filter?: PermitFilter | undefined } = {},
) =>
  useQuery(PermitHistoryQuery, {
    variables: filter ? { page, filter } : { page },
    fetchPolicy: fresh ? 'cache-first' : 'cache-and-network',
  })

export const PermitQuery = graphql(`
  query Permit($id: ID!) {
    permit(id: $id) {
      id
      ...PermitHistory_permit
    }
  }
`)

/**
 * One of the caller's e-permits, wherever it is in the list: the one a "Repeat" starts from
 * (read from the cache when the history showed it; the cache's `permit` field leads to it), or
 * the one a payment returned for (`network-only`: its payment has just ended).
 */
export const usePermit = (
  id: string | null,
  fetchPolicy: 'cache-first' | 'network-only' = 'cache-first',
) => useQuery(PermitQuery, { variables: { id: id ?? '' }, skip: id === null, fetchPolicy })
