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
