import { graphql } from '../../../gql'

export const SessionCheck = graphql(`
  query SessionCheck {
    me {
      name
      role
    }
  }
`)
