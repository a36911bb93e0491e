import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** A car or trailer rewritten; the answer carries it and every fleet list of its profile. */
export const UpdateVehicleMutation = graphql(`
  mutation UpdateVehicle($input: UpdateVehicleInput!, $kind: ClientKind!) {
    updateVehicle(input: $input) {
      vehicle {
        id
        ...VehicleForm_vehicle
      }
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

// Its cache effect is the payload's `query` (`FleetLists_query`): every list of the profile comes
// back in the answer and replaces the cached one, so no list is asked for again.
export const useUpdateVehicle = () => useMutation(UpdateVehicleMutation)
