import { graphql } from '../../../gql'

export const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      requested
      userErrors {
        field
        message
        code
      }
    }
  }
`)
