import { skipToken, useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { FleetDriversQueryVariables, FleetVehiclesQueryVariables } from '../../../gql/graphql'

/** The haulier's drivers of one profile, newest first, as the list shows them. */
export const FleetDriversQuery = graphql(`
  query FleetDrivers($kind: ClientKind!) {
    drivers(kind: $kind) {
      id
      ...FleetList_driver
    }
  }
`)

/** The haulier's cars or trailers of one profile, newest first, as the list shows them. */
export const FleetVehiclesQuery = graphql(`
  query FleetVehicles($kind: ClientKind!, $type: VehicleType!) {
    vehicles(kind: $kind, type: $type) {
      id
      ...FleetList_vehicle
    }
  }
`)

/**
 * Every fleet list of one profile, as a mutation's payload re-selects them (`query`): the change
 * and all it touches (a car moved from one driver to another, a driver's vehicles left without
 * one) reach Apollo's cache in the mutation's own answer, so no list is ever asked for again.
 */
export const FleetLists_query = graphql(`
  fragment FleetLists_query on Query {
    drivers(kind: $kind) {
      id
      ...FleetList_driver
      cars {
        id
      }
      trailers {
        id
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
  }
`)

/** The drivers of one profile (none asked for without variables), from the cache when a
 *  mutation has brought them. */
export const useFleetDrivers = (variables: FleetDriversQueryVariables | null) =>
  useSuspenseQuery(FleetDriversQuery, variables ? { variables } : skipToken)

/** The cars or trailers of one profile, as `useFleetDrivers`. */
export const useFleetVehicles = (variables: FleetVehiclesQueryVariables | null) =>
  useSuspenseQuery(FleetVehiclesQuery, variables ? { variables } : skipToken)
