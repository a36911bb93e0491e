import { graphql } from '../../../gql'

export const RequestSignUpCode = graphql(`
  mutation RequestSignUpCode($input: SignUpDetailsInput!) {
    requestSignUpCode(input: $input) {
      challenge
      userErrors {
        field
        message
        code
      }
    }
  }
`)
