import { graphql } from '../../../gql'

export const CompletePasswordReset = graphql(`
  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)
