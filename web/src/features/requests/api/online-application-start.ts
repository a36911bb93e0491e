import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Who files an online application, so its form starts from what the portal knows: the person
 * signed in and the company they work for.
 */
export const OnlineApplicationStartQuery = graphql(`
  query OnlineApplicationStart {
    me {
      id
      name
      phone
      email
      company {
        id
        name
      }
    }
  }
`)

/**
 * Read before the form shows, as its fields start from it; a failed read shows the form empty
 * (`data` undefined) rather than no form: the values are a help, not a condition.
 */
export const useOnlineApplicationStart = () =>
  useSuspenseQuery(OnlineApplicationStartQuery, { errorPolicy: 'all' })
