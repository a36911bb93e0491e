import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The companies the signed-in person belongs to, and the one the session works for. */
export const MyCompaniesQuery = graphql(`
  query MyCompanies {
    me {
      id
      company {
        id
        name
        role
      }
      companies {
        id
        name
        role
      }
    }
  }
`)

export const useMyCompanies = () => useQuery(MyCompaniesQuery)

/** The session works for another of the person's companies from now on. */
export const SwitchCompany = graphql(`
  mutation SwitchCompany($input: SwitchCompanyInput!) {
    switchCompany(input: $input) {
      company {
        id
        name
        role
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useSwitchCompany = () => useMutation(SwitchCompany)
