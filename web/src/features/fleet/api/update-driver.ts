import { useMutation } from '@apollo/client/react'
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

// Its cache effect is the payload's `query` (`FleetLists_query`): every list of the profile comes
// back in the answer and replaces the cached one, so no list is asked for again.
export const useUpdateDriver = () => useMutation(UpdateDriverMutation)
