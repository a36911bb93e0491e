import { GraphQLError } from 'graphql'
import type { SubscriptionResolvers } from '../__generated__/resolvers-types.js'
import type { LiveChangeRow } from '../live/live-source.js'

/**
 * Subscriptions (ADR 0107): served by the stream at /graphql/stream, whose context carries the
 * session's live source. /graphql itself answers them with an error.
 */
export const Subscription: SubscriptionResolvers = {
  liveChanges: {
    subscribe: (_root, _args, context) => {
      if (!context.live) {
        throw new GraphQLError('Subscriptions are served at /graphql/stream', {
          extensions: { code: 'BAD_REQUEST' },
        })
      }
      return context.live.changes()
    },
    resolve: (change: LiveChangeRow) => change,
  },
}
