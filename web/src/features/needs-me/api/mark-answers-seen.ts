import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { popup } from '../../../components/popup'
import { failureOf } from '../../../components/use-mutation-form'
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
  const [mark, { loading: marking }] = useMutation(MarkAnswersSeenMutation, {
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

  async function markSeen() {
    const failure = { title: t`The answers were not marked`, tone: 'failure' as const }
    try {
      const answer = (await mark()).data?.markAnswersSeen
      const problem = answer?.userErrors[0]
      if (problem) popup.show({ ...failure, message: problem.message })
    } catch (error) {
      if (failureOf(error) === 'session') return
      popup.show({ ...failure, message: t`Error has occurred, please try again later` })
    }
  }

  return { markSeen, marking }
}
