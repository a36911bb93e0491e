import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** A new car or trailer; the answer carries it and every fleet list of its profile. */
export const CreateVehicleMutation = graphql(`
  mutation CreateVehicle($input: CreateVehicleInput!, $kind: ClientKind!) {
    createVehicle(input: $input) {
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
export const useCreateVehicle = () => useMutation(CreateVehicleMutation)
