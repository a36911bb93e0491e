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
