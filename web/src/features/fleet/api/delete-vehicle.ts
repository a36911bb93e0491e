import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * A car or trailer removed; the answer carries every fleet list of its profile (its driver no
 * longer lists it), and the vehicle leaves the cache (`useDeleteVehicle`).
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

/**
 * Deletes a car or trailer. Beside the lists the payload brings, the vehicle leaves Apollo's
 * cache: its edit tab, opened again, asks the gateway and says it is gone.
 */
export const useDeleteVehicle = () =>
  useMutation(DeleteVehicleMutation, {
    update(cache, { data }) {
      const id = data?.deleteVehicle.deletedVehicleId
      if (!id) return
      cache.evict({ id: cache.identify({ __typename: 'Vehicle', id }) })
      cache.gc()
    },
  })
