import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { ErrorLink } from '@apollo/client/link/error'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'
import type { DocumentNode } from 'graphql'
import { appConfig } from '../config/app-config'
import { withEarlyAnswers } from './early-answers'
import { i18n } from './i18n'
import { mutationsInFlight } from './mutations-in-flight'
import { possibleTypes } from './possible-types'
import { multipartFetch, uploadLink } from './uploads'

/** What the client does when the gateway says the session is gone. */
export type SessionEnded = () => void

/**
 * The one GraphQL client of the web. Operations travel as the sha256 of their document (the
 * gateway knows the web's documents from codegen's manifest), queries as GET so answers can be
 * cached; every request names the interface language (messages of `userErrors` come in it) and
 * carries Apollo's preflight header (the gateway's CSRF protection). A mutation with files goes as
 * a multipart request (lib/uploads.ts). The queries index.html asked for at start are answered by
 * those requests (lib/early-answers.ts). Any `UNAUTHENTICATED` error ends the session on the page.
 */
export function createApolloClient(onSessionEnded: SessionEnded) {
  const persisted = new PersistedQueryLink({
    generateHash: (document: DocumentNode) => hashOf(document),
    useGETForHashedQueries: true,
  })
  const language = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': i18n.locale || 'tm' },
    }))
    return forward(operation)
  })
  const sessionEnded = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED')
    ) {
      onSessionEnded()
    }
  })
  const http = new HttpLink({
    uri: appConfig.graphqlPath,
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
    fetch: withEarlyAnswers(multipartFetch),
  })
  return new ApolloClient({
    link: ApolloLink.from([mutationsInFlight, sessionEnded, language, uploadLink, persisted, http]),
    cache: new InMemoryCache({
      possibleTypes,
      // A loading and an unloading permission may share an id: the model tells them apart.
      // One e-permit (or request) by id is the cached one when a list brought it (a "Repeat"
      // asks nothing).
      // (The operator office adds its own policies when it loads: features/office.)
      typePolicies: {
        CargoPermission: { keyFields: ['model', 'id'] },
        // A driver and a permission of the company's activity may share an id: a record is
        // part of its activity entry, not an entry of the cache of its own.
        CompanyActivityRecord: { keyFields: false },
        Query: {
          fields: {
            permit: (existing, { args, toReference }) =>
              existing ?? toReference({ __typename: 'Permit', id: args?.id }),
            // A request just filed is the cached one its filing's answer brought (ADR 0091).
            request: (existing, { args, toReference }) =>
              existing ??
              toReference(
                args?.model === 'ONLINE_APPLICATION'
                  ? { __typename: 'OnlineApplication', id: args?.id }
                  : { __typename: 'CargoPermission', model: args?.model, id: args?.id },
              ),
          },
        },
      },
    }),
  })
}

/** The hash codegen put beside each document (`persistedDocuments` in codegen.ts). */
function hashOf(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash
  if (!hash) throw new Error('A GraphQL document without a persisted hash: run `npm run codegen`.')
  return hash
}
