import { graphql } from '../../../gql'

/** Whose session the cookie carries, and its role: the office's door asks before anything else. */
export const OfficeMeQuery = graphql(`
  query OfficeMe {
    me {
      id
      name
      role
    }
  }
`)
