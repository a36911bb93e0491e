import { useQuery, useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** What the inbox shows: the unread count and the newest notices (ADR 0105). */
export const Inbox_inbox = graphql(`
  fragment Inbox_inbox on Inbox {
    unread
    notices {
      id
      document
      subjectId
      name
      expiresOn
      daysBefore
      createdAt
      readAt
    }
  }
`)

export const InboxQuery = graphql(`
  query Inbox {
    inbox {
      ...Inbox_inbox
    }
  }
`)

/**
 * The inbox, read afresh when the inbox tab mounts (a reminder run may have added notices). The
 * side menu's count, the first tab's line and the inbox tab share this one cached answer, so
 * marking a notice read lowers the count everywhere at once.
 */
export const useInbox = () =>
  useQuery(InboxQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' })

/**
 * The side menu's count: the cached inbox, asked for once (the inbox tab and the first tab read it
 * afresh and the count follows), so that moving between the cabinet's screens asks nothing.
 */
export const useInboxCount = () =>
  useQuery(InboxQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' })

/** The same, suspending the first time: the first tab shows its line with what comes below. */
export const useInboxSuspense = () =>
  useSuspenseQuery(InboxQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' })
