import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * A driver removed; the answer carries every fleet list of its profile (their cars and trailers
 * are left without a driver), and the driver leaves the cache (`useDeleteDriver`).
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

/**
 * Deletes a driver. Beside the lists the payload brings, the driver leaves Apollo's cache: its
 * edit tab, opened again, asks the gateway and says it is gone.
 */
export const useDeleteDriver = () =>
  useMutation(DeleteDriverMutation, {
    update(cache, { data }) {
      const id = data?.deleteDriver.deletedDriverId
      if (!id) return
      cache.evict({ id: cache.identify({ __typename: 'Driver', id }) })
      cache.gc()
    },
  })
