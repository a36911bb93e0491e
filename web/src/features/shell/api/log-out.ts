import { graphql } from '../../../gql'

/** Ends the session on the gateway (its cookie is cleared). */
export const LogOutMutation = graphql(`
  mutation LogOut {
    logOut {
      loggedOut
    }
  }
`)
