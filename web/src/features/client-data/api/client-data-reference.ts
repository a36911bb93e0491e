import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The lists the client-data forms choose from: regions with their cities, licence types. */
export const ClientDataReference = graphql(`
  query ClientDataReference {
    regions {
      id
      name {
        tm
        ru
        en
      }
      cities {
        id
        name {
          tm
          ru
          en
        }
      }
    }
    licenceTypes {
      id
      name {
        tm
        ru
        en
      }
    }
  }
`)

export const useClientDataReference = () => useQuery(ClientDataReference)
