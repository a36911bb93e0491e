import { graphql } from '../../../gql'

/**
 * A car or trailer removed; the answer carries every fleet list of its profile (its driver no
 * longer lists it), and the vehicle leaves the cache (`evictRecord`).
 */
export const DeleteVehicleMutation = graphql(`
  mutation DeleteVehicle($id: ID!, $kind: ClientKind!) {
    deleteVehicle(id: $id) {
      deletedVehicleId
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
