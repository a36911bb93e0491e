import type { ApolloClient } from '@apollo/client'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { session } from '../../lib/session'
import { ShellMeQuery } from './api/shell-me'

let started = false
let running = false

/**
 * Once per page load, asks the gateway whose session the cookie carries and corrects what the
 * page remembers: an account opens the session with its name, no account clears it. A session
 * that ended meanwhile answers `UNAUTHENTICATED` (the client clears it); while this check runs
 * the shell does not send the visitor to the login page for that — they asked for nothing
 * private. A network failure changes nothing: the page cannot tell.
 */
export function checkSessionOnce(client: ApolloClient) {
  if (started) return
  started = true
  running = true
  client
    .query({ query: ShellMeQuery, fetchPolicy: 'network-only', errorPolicy: 'all' })
    .then(({ data, error }) => {
      if (error) {
        if (!isUnauthenticated(error)) console.warn('The session could not be checked', error)
      } else if (data?.me) session.open(data.me.name, data.me.role)
      else session.clear()
    })
    .catch((error: unknown) => console.warn('The session could not be checked', error))
    .finally(() => {
      running = false
    })
}

/** Whether the start's session check is still waiting for its answer. */
export const sessionCheckRunning = () => running

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED')
