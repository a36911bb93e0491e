import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { RequestModel } from '../../../gql/graphql'

/** Everything a request's page shows; each action's answer selects it too. */
export const RequestReview_request = graphql(`
  fragment RequestReview_request on RequestForReview {
    __typename
    id
    model
    status
    permissionNumber
    cmrNumber
    createdAt
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
    applicant {
      ...Haulier_applicant
    }
    company {
      ...CompanyCard_company
    }
    filedBy {
      id
      name
      role
    }
    ... on CargoPermissionForReview {
      vehicleCountry
      vehicleBrand
      plateNumber
      driverFullName
      loadingPoint
      unloadingPoint
      route
      cargo
      cargoOwner
      applicantName
      placeOfIssue
      validUntil
    }
    ... on OnlineApplicationForReview {
      institutionName
      responsiblePerson
      phone
      email
      directorFullName
      documents {
        id
        type
        fileName
        contentType
        size
        url
      }
    }
  }
`)

export const RequestReviewQuery = graphql(`
  query RequestReview($model: RequestModel!, $id: ID!) {
    office {
      request(model: $model, id: $id) {
        ...RequestReview_request
      }
    }
  }
`)

/** One request for its page, always as it stands now. */
export const useRequestReview = (model: RequestModel, id: string) =>
  useQuery(RequestReviewQuery, { variables: { model, id }, fetchPolicy: 'cache-and-network' })
