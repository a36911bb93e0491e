import type { ApolloCache } from '@apollo/client'

/**
 * A deleted driver or vehicle leaves Apollo's cache: the lists no longer name it (the payload
 * re-selected them), and its edit tab, opened again, asks the gateway and says it is gone.
 */
export function evictRecord(cache: ApolloCache, typename: 'Driver' | 'Vehicle', id: string | null) {
  if (id === null) return
  cache.evict({ id: cache.identify({ __typename: typename, id }) })
  cache.gc()
}
