import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The haulier behind a request: account and client data with its scans. */
export const Haulier_applicant = graphql(`
  fragment Haulier_applicant on Applicant {
    id
    name
    email
    phone
    institutionName
    individualProfile {
      id
      surname
      name
      patronymic
      patentNumber
      patentExpiresOn
      ...Haulier_profile
    }
    legalEntityProfile {
      id
      companyName
      address
      stateRegisterNumber
      certificateNumber
      bankDetails
      accountNumber
      ...Haulier_profile
    }
  }
`)

export const Haulier_profile = graphql(`
  fragment Haulier_profile on ClientProfile {
    __typename
    id
    kind
    phone
    email
    licenceNumber
    licenceExpiresOn
    balance
    city {
      id
      name {
        tm
        ru
        en
      }
    }
    documents {
      id
      type
      fileName
      url
    }
  }
`)

/** Everything an e-permit's page shows; each action's answer selects it too. */
export const PermitReview_permit = graphql(`
  fragment PermitReview_permit on PermitForReview {
    id
    kind
    status
    price
    rejectionReason
    clientName
    cargoType
    containerCount
    description
    departureOn
    returnOn
    driverName
    carPlateNumber
    trailerPlateNumber
    createdAt
    updatedAt
    availableActions
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
      price
      name {
        tm
        ru
        en
      }
    }
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
    document {
      number
      downloadUrl
      issuedAt
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
  }
`)

export const PermitReviewQuery = graphql(`
  query PermitReview($id: ID!) {
    office {
      permit(id: $id) {
        ...PermitReview_permit
      }
    }
  }
`)

/** One e-permit for its page, always as it stands now (another operator may have moved it). */
export const usePermitReview = (id: string) =>
  useQuery(PermitReviewQuery, { variables: { id }, fetchPolicy: 'cache-and-network' })
