import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { RequestModel } from '../../../gql/graphql'

/** What a request's confirmation page shows of it: its numbers, where it stands, what was filed. */
export const SubmittedRequestQuery = graphql(`
  query SubmittedRequest($model: RequestModel!, $id: ID!) {
    request(model: $model, id: $id) {
      id
      model
      status
      permissionNumber
      cmrNumber
      ... on CargoPermission {
        loadingPoint
        unloadingPoint
        cargo
        plateNumber
      }
    }
  }
`)

/**
 * One of the haulier's requests by its kind and id (null when it is not theirs): right after a
 * filing from the cache the filing's answer filled (the history's first page), after a reload
 * from the gateway.
 */
export const useSubmittedRequest = (model: RequestModel, id: string) =>
  useQuery(SubmittedRequestQuery, { variables: { model, id } })
