import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import { MockLink } from '@apollo/client/testing'
import type { ReactElement } from 'react'

/**
 * `ui` with an Apollo client that reaches no server: for a feature's form whose test ends before
 * anything is sent, at the page's own checks. `answers` stand for the server's to what the page
 * reads before (the invitation a form is for); without them, the link answers nothing.
 */
export function withoutServer(
  ui: ReactElement,
  answers: MockLink.MockedResponse[] = [],
): ReactElement {
  const link = answers.length > 0 ? new MockLink(answers) : ApolloLink.empty()
  const client = new ApolloClient({ cache: new InMemoryCache(), link })
  return <ApolloProvider client={client}>{ui}</ApolloProvider>
}
