import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { DriverFormDataQueryVariables } from '../../../gql/graphql'

/**
 * What the driver form needs: the driver when editing, the licence categories, the profile's
 * cars and trailers to link, and whether the profile exists at all (without it, the form sends
 * the haulier to fill it in first).
 */
export const DriverFormDataQuery = graphql(`
  query DriverFormData($kind: ClientKind!, $id: ID!, $editing: Boolean!, $legal: Boolean!) {
    driver(id: $id) @include(if: $editing) {
      id
      ...DriverForm_driver
    }
    drivingLicenceCategories {
      id
      name
      description {
        tm
        ru
        en
      }
    }
    cars: vehicles(kind: $kind, type: CAR) {
      id
      ...FleetList_vehicle
    }
    trailers: vehicles(kind: $kind, type: TRAILER) {
      id
      ...FleetList_vehicle
    }
    individualProfile @skip(if: $legal) {
      id
    }
    legalEntityProfile @include(if: $legal) {
      id
    }
  }
`)

export const useDriverFormData = (variables: DriverFormDataQueryVariables) =>
  useSuspenseQuery(DriverFormDataQuery, { variables })
