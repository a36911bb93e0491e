import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The destinations the e-permit history's filter offers (the public list, cached). */
export const PermitFilterOptionsQuery = graphql(`
  query PermitFilterOptions {
    countries {
      id
      permitDestination
      name {
        tm
        ru
        en
      }
    }
  }
`)

export const usePermitFilterOptions = () => useQuery(PermitFilterOptionsQuery)
