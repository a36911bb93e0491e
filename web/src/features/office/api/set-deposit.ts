import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Sets a haulier's deposit (one client profile's balance). The answer names only the balance:
 * it is written into the profile in the cache, so the page shows it with no second request.
 */
export const SetDepositMutation = graphql(`
  mutation SetDeposit($input: SetDepositInput!) {
    setDeposit(input: $input) {
      balance
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export function useSetDeposit(profile: { __typename?: string; id: string }) {
  return useMutation(SetDepositMutation, {
    update(cache, { data }) {
      const balance = data?.setDeposit?.balance
      if (balance === undefined || balance === null || data?.setDeposit?.userErrors.length) return
      cache.modify({
        id: cache.identify({ __typename: profile.__typename, id: profile.id }),
        fields: { balance: () => balance },
      })
    },
  })
}
