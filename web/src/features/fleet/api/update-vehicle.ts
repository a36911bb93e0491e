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
