import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * The caller's individual data, or null before it was first saved (then the form starts from
 * the account's sign-up details).
 */
export const IndividualData = graphql(`
  query IndividualData {
    individualProfile {
      id
      ...ClientDataForm_profile
      ...IndividualFields_profile
    }
    me {
      id
      ...SignUpStart_account
    }
  }
`)

/**
 * The caller's legal-entity data, or null before it was first saved (then the form starts from
 * the account's sign-up details).
 */
export const LegalData = graphql(`
  query LegalData {
    legalEntityProfile {
      id
      ...ClientDataForm_profile
      ...LegalFields_profile
    }
    me {
      id
      ...SignUpStart_account
    }
  }
`)

// Read fresh when the tab opens: an operator may have changed the data since (its balance).
export const useIndividualData = () =>
  useQuery(IndividualData, { fetchPolicy: 'cache-and-network' })
export const useLegalData = () => useQuery(LegalData, { fetchPolicy: 'cache-and-network' })
