import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import type { ReactElement } from 'react'

/**
 * `ui` with an Apollo client that reaches no server (its link answers nothing): for a feature's
 * form whose test ends before anything is sent, at the page's own checks.
 */
export function withoutServer(ui: ReactElement): ReactElement {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })
  return <ApolloProvider client={client}>{ui}</ApolloProvider>
}
