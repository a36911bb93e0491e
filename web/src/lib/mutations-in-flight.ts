import { ApolloLink } from '@apollo/client'
import { getMainDefinition } from '@apollo/client/utilities'
import { finalize } from 'rxjs'

/**
 * The mutations this page has sent and not yet seen answered. A live change (lib/live-changes.ts)
 * that comes while one is under way waits for it: the change may be that very mutation's, whose
 * answer is about to put the record into the cache, and then there is nothing to ask again.
 */
let inFlight = 0
let sent = 0
let waiting: (() => void)[] = []

export const mutationsInFlight = new ApolloLink((operation, forward) => {
  const definition = getMainDefinition(operation.query)
  if (definition.kind !== 'OperationDefinition' || definition.operation !== 'mutation')
    return forward(operation)
  inFlight += 1
  sent += 1
  return forward(operation).pipe(
    finalize(() => {
      inFlight -= 1
      if (inFlight > 0) return
      // After the answer's cache write, which runs as the answer passes through.
      const settled = waiting
      waiting = []
      setTimeout(() => {
        for (const resolve of settled) resolve()
      }, 0)
    }),
  )
})

/** How many mutations this page has sent so far: a query asked meanwhile may answer from before. */
export const mutationsSent = () => sent

/** Resolves once no mutation of this page is under way. */
export function mutationsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}
