import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { RequestFilter } from '../../../gql/graphql'

/**
 * What the history shows of a page of requests: each one's kind, number, CMR, filing day, status
 * and timeline, and of a permission what was filed (its "Repeat" fills a new one with it). A filing's and a cancel's answer select it too, so the page shown updates from
 * the answer with no second request.
 */
export const RequestHistory_page = graphql(`
  fragment RequestHistory_page on RequestPage {
    items {
      id
      model
      status
      permissionNumber
      cmrNumber
      createdAt
      statusHistory {
        ...Timeline_change
      }
      ... on CargoPermission {
        driverFullName
        plateNumber
        loadingPoint
        unloadingPoint
        route
        cargo
        cargoOwner
        applicant
        placeOfIssue
        vehicleCountry {
          id
        }
        vehicleBrand {
          id
        }
      }
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

export const RequestHistoryQuery = graphql(`
  query RequestHistory($page: Int!, $filter: RequestFilter) {
    requests(page: $page, filter: $filter) {
      ...RequestHistory_page
    }
  }
`)

/** A page of the caller's requests, newest first, narrowed by `filter` (null past the last page). */
export const useRequestHistory = (page: number, filter?: RequestFilter) =>
  useQuery(RequestHistoryQuery, { variables: filter ? { page, filter } : { page } })
