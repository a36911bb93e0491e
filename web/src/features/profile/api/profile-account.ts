import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The signed-in account's details, as the profile form shows them. */
export const ProfileAccount = graphql(`
  query ProfileAccount {
    me {
      id
      ...ProfileForm_account
    }
  }
`)

export const useProfileAccount = () =>
  useQuery(ProfileAccount, { fetchPolicy: 'cache-and-network' })
