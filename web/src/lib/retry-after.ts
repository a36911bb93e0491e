import { CombinedGraphQLErrors } from '@apollo/client/errors'

/** Longer than this, a person is better told to try again later than kept waiting. */
const LONGEST_WAIT_SECONDS = 10

/**
 * How long to wait before sending a request again that the server refused as busy
 * (`UPSTREAM_UNAVAILABLE` with `extensions.retryAfter`, in seconds: password hashing full,
 * ADR 0074), or undefined when the failure is not one to retry. Up to half as long again at
 * random, so that the crowd that was refused together does not come back together.
 */
export function retryDelayOf(error: unknown, random: () => number = Math.random) {
  if (!CombinedGraphQLErrors.is(error)) return undefined
  const seconds = error.errors
    .filter((problem) => problem.extensions?.code === 'UPSTREAM_UNAVAILABLE')
    .map((problem) => problem.extensions?.retryAfter)
    .find((value): value is number => typeof value === 'number')
  if (seconds === undefined || seconds <= 0 || seconds > LONGEST_WAIT_SECONDS) return undefined
  return Math.round(seconds * 1000 * (1 + random() / 2))
}
