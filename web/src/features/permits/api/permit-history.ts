import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * What the e-permit history shows of each permit: its facts, where it stands, whether it can be
 * paid, its last payment, its timeline and, once issued, its document. The request's answer
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
      fromStatus
      toStatus
      actor
      reason
      changedAt
    }
    document {
      number
      verifyUrl
      downloadUrl
      revokedAt
    }
  }
`)

export const PermitHistoryQuery = graphql(`
  query PermitHistory {
    permitHistory {
      permits {
        id
        ...PermitHistory_permit
      }
    }
  }
`)

/**
 * The caller's e-permits, newest first. Operators and payments move them while the haulier is
 * elsewhere, so the history shows what the cache has and asks again, unless the cache was just
 * written by a request of this very list (`fresh`): then it asks nothing.
 */
export const usePermitHistory = ({ skip = false, fresh = false } = {}) =>
  useQuery(PermitHistoryQuery, {
    skip,
    fetchPolicy: fresh ? 'cache-first' : 'cache-and-network',
  })
