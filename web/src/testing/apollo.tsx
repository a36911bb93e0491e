import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import type { ReactElement } from 'react'

/**
 * `ui` with an Apollo client that reaches no server and answers nothing: for a feature's form
 * whose test ends before anything is sent, at the form's own checks. What the server answers is
 * tested against the real gateway (gateway/src) and in the browser journeys, never stood in for.
 */
export function withoutServer(ui: ReactElement): ReactElement {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })
  return <ApolloProvider client={client}>{ui}</ApolloProvider>
}
