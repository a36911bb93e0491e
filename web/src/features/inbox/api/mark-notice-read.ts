import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { popup } from '../../../components/popup'
import { failureOf } from '../../../components/use-mutation-form'
import { graphql } from '../../../gql'
import { InboxQuery } from './inbox'

/** Marks one notice read; the payload is the inbox after it, written over the cached query. */
export const MarkNoticeReadMutation = graphql(`
  mutation MarkNoticeRead($id: ID!) {
    markNoticeRead(id: $id) {
      inbox {
        ...Inbox_inbox
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The "Mark as read" button's routine: the list and every count follow from the answer. */
export function useMarkNoticeRead() {
  const { t } = useLingui()
  const [mark, { loading: marking }] = useMutation(MarkNoticeReadMutation, {
    update(cache, { data }) {
      const inbox = data?.markNoticeRead.inbox
      if (!inbox) return
      cache.writeQuery({ query: InboxQuery, data: { __typename: 'Query', inbox } })
    },
  })

  async function markRead(id: string) {
    const failure = { title: t`The notice was not marked read`, tone: 'failure' as const }
    try {
      const answer = (await mark({ variables: { id } })).data?.markNoticeRead
      const problem = answer?.userErrors[0]
      if (problem) popup.show({ ...failure, message: problem.message })
    } catch (error) {
      if (failureOf(error) === 'session') return
      popup.show({ ...failure, message: t`Error has occurred, please try again later` })
    }
  }

  return { markRead, marking }
}
