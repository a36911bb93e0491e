import { graphql } from '../../../gql'

export const VerifySignUpCode = graphql(`
  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {
    verifySignUpCode(input: $input) {
      verified
      triesLeft
      userErrors {
        field
        message
        code
      }
    }
  }
`)
