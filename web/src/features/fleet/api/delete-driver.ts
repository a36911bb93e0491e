import { graphql } from '../../../gql'

/**
 * A driver removed; the answer carries every fleet list of its profile (their cars and trailers
 * are left without a driver), and the driver leaves the cache (`evictRecord`).
 */
export const DeleteDriverMutation = graphql(`
  mutation DeleteDriver($id: ID!, $kind: ClientKind!) {
    deleteDriver(id: $id) {
      deletedDriverId
      query {
        ...FleetLists_query
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)
