import type { GraphQLFormattedError } from 'graphql'
import { GraphQLError } from 'graphql'
import { InputProblem } from './resolvers/user-errors.js'
import { RestNotFound, RestRateLimited, RestValidationFailure } from './rest/failures.js'

/**
 * Codes a client may act on; their messages are meant for people and pass as they are. With
 * `INTERNAL_SERVER_ERROR` they are every top-level `extensions.code` the gateway sends
 * (docs/gateway/error-codes.md lists them; a test keeps the two the same).
 */
export const PUBLIC_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'UPSTREAM_UNAVAILABLE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_REQUIRED',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
])

/**
 * The REST failures a query did not handle itself, as GraphQL errors with a code (a mutation
 * turns them into `userErrors` before they get here).
 */
export function codedError(error: unknown): GraphQLError | undefined {
  if (error instanceof RestNotFound) {
    return new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } })
  }
  if (error instanceof RestRateLimited) {
    return new GraphQLError(error.message, { extensions: { code: 'RATE_LIMITED' } })
  }
  if (error instanceof InputProblem) {
    const { field, message } = error.userError
    return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } })
  }
  if (error instanceof RestValidationFailure) {
    return new GraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', fields: error.body.errors ?? {} },
    })
  }
  return undefined
}

/**
 * What a client sees of an error: its message and code when the code is one a client can act
 * on; otherwise, in production, a fixed sentence and `INTERNAL_SERVER_ERROR` — no upstream URL,
 * REST body or stack trace ever leaves the gateway (they are logged instead).
 */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error
    const coded = codedError(original)
    if (coded) {
      return { message: coded.message, path: formatted.path, extensions: coded.extensions }
    }
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR')
    const { stacktrace: _hidden, ...extensions } = formatted.extensions ?? {}
    if (PUBLIC_CODES.has(code)) return { ...formatted, extensions }
    if (!production) {
      const message = withoutAddresses(formatted.message)
      return { ...formatted, message, extensions: { ...extensions, code } }
    }
    return {
      message: 'Something went wrong; please try again shortly.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }
  }
}

/** URLs, host:port pairs and socket error names, which would tell a client where the API lives. */
const ADDRESSES = [
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi,
  /\[[0-9a-f:.]+\](?::\d{1,5})?/gi,
  /(?<![\w:])[0-9a-f]{0,4}::[0-9a-f:.]*/gi,
  /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/g,
  /\blocalhost(?::\d{1,5})?\b/gi,
  /\bE(?:CONNREFUSED|CONNRESET|HOSTUNREACH|NOTFOUND|AI_AGAIN|TIMEDOUT|PIPE)\b/g,
]

/**
 * A development message with every internal address taken out: even there the message reaches
 * a browser, and a development gateway can be reachable from a network.
 */
export function withoutAddresses(message: string): string {
  return ADDRESSES.reduce((text, pattern) => text.replace(pattern, '[internal]'), message)
}
