import { graphql } from '../../../gql'

/** Who the session cookie belongs to, asked once at start to correct what the page remembers. */
export const ShellMeQuery = graphql(`
  query ShellMe {
    me {
      id
      name
      role
    }
  }
`)
