import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The destinations and permit types the e-permit queue's filter offers (public, cached). */
export const QueueFilterOptionsQuery = graphql(`
  query QueueFilterOptions {
    countries {
      id
      permitDestination
      name {
        tm
        ru
        en
      }
    }
    permitTypes {
      id
      name {
        tm
        ru
        en
      }
    }
  }
`)

export const useQueueFilterOptions = () => useQuery(QueueFilterOptionsQuery)
