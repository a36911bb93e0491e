import { useLazyQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * The deposit of one group's profile, asked each time the balance button is pressed: an operator
 * sets it, so what the tab loaded may be old.
 */
export const ClientBalance = graphql(`
  query ClientBalance($legal: Boolean!) {
    individualProfile @skip(if: $legal) {
      id
      balance
    }
    legalEntityProfile @include(if: $legal) {
      id
      balance
    }
  }
`)

export const useClientBalance = () => useLazyQuery(ClientBalance, { fetchPolicy: 'network-only' })
