import { CombinedGraphQLErrors } from '@apollo/client/errors'

/**
 * Why the gateway refused (`FORBIDDEN`), in its own words: the API's reason in the interface
 * language ("You are not an active member of any company…", "Your role … lets you read…").
 * Undefined for any other failure.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined
  const refused = error.errors.find((problem) => problem.extensions?.code === 'FORBIDDEN')
  return refused?.message || undefined
}
