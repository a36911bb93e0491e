import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { VehicleFormDataQueryVariables } from '../../../gql/graphql'

/**
 * What the car or trailer form needs: the vehicle when editing, the brands that fit it (a car
 * takes a truck brand, a trailer a trailer brand), the profile's drivers, and whether the profile
 * exists at all.
 */
export const VehicleFormDataQuery = graphql(`
  query VehicleFormData(
    $kind: ClientKind!
    $type: VehicleType!
    $id: ID!
    $editing: Boolean!
    $legal: Boolean!
  ) {
    vehicle(id: $id) @include(if: $editing) {
      id
      type
      kind
      ...VehicleForm_vehicle
    }
    brands(vehicleType: $type) {
      id
      title
    }
    drivers(kind: $kind) {
      id
      ...FleetList_driver
    }
    individualProfile @skip(if: $legal) {
      id
    }
    legalEntityProfile @include(if: $legal) {
      id
    }
  }
`)

export const useVehicleFormData = (variables: VehicleFormDataQueryVariables) =>
  useSuspenseQuery(VehicleFormDataQuery, { variables })
