import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { CompanyActivityFilter } from '../../../gql/graphql'

/** What the activity tab shows of a page of the company's log, and whom its filter offers. */
export const CompanyActivity_page = graphql(`
  fragment CompanyActivity_page on CompanyActivityPage {
    items {
      id
      kind
      at
      actor
      member {
        id
        name
      }
      record {
        kind
        id
        title
        requestModel
        clientKind
        vehicleType
      }
      status
    }
    members {
      id
      name
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

export const CompanyActivityQuery = graphql(`
  query CompanyActivity($page: Int!, $filter: CompanyActivityFilter) {
    companyActivity(page: $page, filter: $filter) {
      ...CompanyActivity_page
    }
  }
`)

/** A page of the company's activity, newest first, narrowed by `filter` (null past the last). */
export const useCompanyActivity = (page: number, filter?: CompanyActivityFilter) =>
  useQuery(CompanyActivityQuery, { variables: filter ? { page, filter } : { page } })
