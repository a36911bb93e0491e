import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Cancels a pending request. The answer carries the request with its status now and its
 * timeline, which replace the cached ones: the history reads 'canceled' with no reload.
 */
export const CancelRequestMutation = graphql(`
  mutation CancelRequest($input: CancelRequestInput!) {
    cancelRequest(input: $input) {
      canceled
      request {
        id
        model
        status
        statusHistory {
          ...Timeline_change
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

export const useCancelRequest = () => useMutation(CancelRequestMutation)
