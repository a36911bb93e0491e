import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useMutationAction } from '../../../components/use-mutation-action'
import { graphql } from '../../../gql'
import { EXPIRY_WINDOW_DAYS, NeedsMeQuery } from './needs-me'

/** Marks the answers seen; the payload is the list after it, written over the cached query. */
export const MarkAnswersSeenMutation = graphql(`
  mutation MarkAnswersSeen($days: Int!) {
    markAnswersSeen(expiringWithinDays: $days) {
      needsMe {
        ...NeedsMe_list
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The "Mark answers as seen" button's routine: the list follows from the mutation's answer. */
export function useMarkAnswersSeen() {
  const { t } = useLingui()
  const [mark] = useMutation(MarkAnswersSeenMutation, {
    variables: { days: EXPIRY_WINDOW_DAYS },
    update(cache, { data }) {
      const needsMe = data?.markAnswersSeen.needsMe
      if (!needsMe) return
      cache.writeQuery({
        query: NeedsMeQuery,
        variables: { days: EXPIRY_WINDOW_DAYS },
        data: { __typename: 'Query', needsMe },
      })
    },
  })

  const marking = useMutationAction({
    mutate: async () => (await mark()).data?.markAnswersSeen,
    failureTitle: t`The answers were not marked`,
  })
  return { markSeen: () => marking.run(undefined), marking: marking.busy }
}
