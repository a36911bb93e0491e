import { useSuspenseQuery } from '@apollo/client/react'
import { EXPIRY_WINDOW_DAYS } from '../../../config/needs-me'
import { graphql } from '../../../gql'

export { EXPIRY_WINDOW_DAYS }

/**
 * What the first tab shows of each item. Items are typed (ADR 0090): a kind the tab does not
 * know yet is skipped, so the gateway may add kinds before the tab learns them.
 */
export const NeedsMe_list = graphql(`
  fragment NeedsMe_list on NeedsMe {
    today
    expiringWithinDays
    answersSeenAt
    items {
      key
      ... on PermitToPay {
        permitId
        price
        departureOn
        country {
          id
          name {
            tm
            ru
            en
          }
        }
      }
      ... on AnsweredPermit {
        permitId
        permitStatus
        rejectionReason
        answeredAt
        country {
          id
          name {
            tm
            ru
            en
          }
        }
      }
      ... on AnsweredRequest {
        requestId
        model
        requestStatus
        number
        operatorNote
        answeredAt
      }
      ... on ExpiringDocument {
        document
        subjectId
        clientKind
        name
        expiresOn
        daysLeft
        destination {
          id
          name {
            tm
            ru
            en
          }
        }
      }
    }
  }
`)

export const NeedsMeQuery = graphql(`
  query NeedsMe($days: Int!) {
    needsMe(expiringWithinDays: $days) {
      ...NeedsMe_list
    }
  }
`)

/**
 * What needs the haulier, read afresh each time the first tab opens (answers come any time). It
 * suspends the first time, so the tab shows the list and what follows it at once, never moving
 * the tiles down (ADR 0090); a failure is answered as data, for the panel to say so.
 */
export const useNeedsMe = () =>
  useSuspenseQuery(NeedsMeQuery, {
    variables: { days: EXPIRY_WINDOW_DAYS },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  })
