import type { InboxResolvers } from '../__generated__/resolvers-types.js'

export const Inbox: InboxResolvers = {
  unread: (answer) => answer.unread,
  notices: (answer) => answer.notices,
}
