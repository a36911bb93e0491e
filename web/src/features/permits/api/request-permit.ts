import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { RequestPermitInput } from '../../../gql/graphql'
import type { SubmitAttempt } from '../../../lib/submit-attempt'

/**
 * Requests an e-permit. The answer carries the history's first page again (`query { permits }`),
 * so the history the form returns to shows the new permit on top without asking the gateway
 * (the other pages, shifted by one, are asked again when they are shown).
 */
export const RequestPermitMutation = graphql(`
  mutation RequestPermit($input: RequestPermitInput!) {
    requestPermit(input: $input) {
      permit {
        id
      }
      query {
        permits(page: 1) {
          ...PermitHistory_page
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The filing, as the form kit's `mutate`: one request, its cache effect in the answer. */
export function useRequestPermit() {
  const [request] = useMutation(RequestPermitMutation)
  return async (input: RequestPermitInput, attempt: SubmitAttempt) =>
    (await request({ variables: { input }, context: attempt.context })).data?.requestPermit
}
