import { graphql } from '../../../gql'

export const LogIn = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)
