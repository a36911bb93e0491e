import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** A new driver; the answer carries the driver and every fleet list of its profile. */
export const CreateDriverMutation = graphql(`
  mutation CreateDriver($input: CreateDriverInput!, $kind: ClientKind!) {
    createDriver(input: $input) {
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
export const useCreateDriver = () => useMutation(CreateDriverMutation)
