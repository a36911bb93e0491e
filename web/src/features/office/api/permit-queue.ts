import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { PermitStatus, QueueFilter } from '../../../gql/graphql'

/** A row of the e-permit queue: who filed what, when it last moved, and who holds it. */
export const PermitQueue_item = graphql(`
  fragment PermitQueue_item on PermitForReview {
    id
    status
    clientName
    createdAt
    updatedAt
    departureOn
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
      name {
        tm
        ru
        en
      }
    }
    applicant {
      id
      name
      email
    }
    claim {
      mine
      claimedAt
      operator {
        id
        name
      }
    }
  }
`)

export const PermitQueueQuery = graphql(`
  query PermitQueue($status: PermitStatus!, $filter: QueueFilter, $page: Int!) {
    office {
      permitQueue(status: $status, filter: $filter, page: $page) {
        items {
          ...PermitQueue_item
        }
        pageInfo {
          page
          pageCount
          totalCount
        }
        counts {
          status
          count
        }
      }
    }
  }
`)

/**
 * A page of e-permits in one status, oldest first, with every status's count. Other operators
 * move the queue too, so what the cache holds is shown at once and asked again on every visit.
 */
export const usePermitQueue = (status: PermitStatus, filter: QueueFilter, page: number) =>
  useQuery(PermitQueueQuery, {
    variables: { status, filter, page },
    fetchPolicy: 'cache-and-network',
  })
