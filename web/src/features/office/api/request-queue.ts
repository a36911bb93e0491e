import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { QueueFilter, RequestModel, RequestStatus } from '../../../gql/graphql'

/** A row of the request queue: its kind, number, the haulier, when it last moved, who holds it. */
export const RequestQueue_item = graphql(`
  fragment RequestQueue_item on RequestForReview {
    id
    model
    status
    permissionNumber
    cmrNumber
    createdAt
    updatedAt
    applicant {
      id
      name
      email
      institutionName
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

export const RequestQueueQuery = graphql(`
  query RequestQueue(
    $model: RequestModel
    $status: RequestStatus!
    $filter: QueueFilter
    $page: Int!
  ) {
    office {
      requestQueue(model: $model, status: $status, filter: $filter, page: $page) {
        items {
          ...RequestQueue_item
        }
        pageInfo {
          page
          pageCount
          totalCount
        }
        counts {
          model
          status
          count
        }
      }
    }
  }
`)

/** A page of requests in one status (of one kind, or all), oldest first, with the counts. */
export const useRequestQueue = (
  model: RequestModel | null,
  status: RequestStatus,
  filter: QueueFilter,
  page: number,
) =>
  useQuery(RequestQueueQuery, {
    variables: { model, status, filter, page },
    fetchPolicy: 'cache-and-network',
  })
