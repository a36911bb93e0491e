import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

export const SendFeedback = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      sent
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Sends a feedback message; it changes nothing the page has cached. */
export const useSendFeedback = () => useMutation(SendFeedback)
