import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useMutationAction } from '../../../components/use-mutation-action'
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
  const [mark] = useMutation(MarkNoticeReadMutation, {
    update(cache, { data }) {
      const inbox = data?.markNoticeRead.inbox
      if (!inbox) return
      cache.writeQuery({ query: InboxQuery, data: { __typename: 'Query', inbox } })
    },
  })

  const marking = useMutationAction({
    mutate: async (id: string) => (await mark({ variables: { id } })).data?.markNoticeRead,
    failureTitle: t`The notice was not marked read`,
  })
  return { markRead: marking.run, marking: marking.busy }
}
