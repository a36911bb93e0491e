import { graphql } from '../../../gql'

/**
 * A driver rewritten; the answer carries the driver and every fleet list of its profile (a car
 * linked here leaves its former driver, who reads right at once).
 */
export const UpdateDriverMutation = graphql(`
  mutation UpdateDriver($input: UpdateDriverInput!, $kind: ClientKind!) {
    updateDriver(input: $input) {
      driver {
        id
        ...DriverForm_driver
      }
      reassignedVehicles {
        vehicle {
          id
          plateNumber
        }
        previousDriver {
          id
          name
          surname
        }
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
