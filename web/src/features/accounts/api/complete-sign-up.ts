import { graphql } from '../../../gql'

export const CompleteSignUp = graphql(`
  mutation CompleteSignUp($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)
