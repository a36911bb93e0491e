import { GraphQLError } from 'graphql'
import { type Lang, say } from '../i18n/messages.js'

/** The API's error body: a sentence, and for a 422 the problems per field. */
export interface RestErrorBody {
  message?: string
  errors?: Record<string, string[]>
}

/** An answer the API gave with a status the resolver may handle itself. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
  ) {
    super(body.message ?? `REST API answered ${status}`)
    this.name = 'RestFailure'
  }
}

/** 422: the input was refused; mutations turn this into `userErrors`. */
export class RestValidationFailure extends RestFailure {
  override name = 'RestValidationFailure'
}

/** 404: the resource does not exist or is not the caller's. */
export class RestNotFound extends RestFailure {
  override name = 'RestNotFound'
}

/** 429: too many attempts; `message` says when to try again. */
export class RestRateLimited extends RestFailure {
  override name = 'RestRateLimited'
}

/** The API answered with a failure of its own (5xx, or a 4xx the gateway should never cause). */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
}

/**
 * The one place where an API answer that is not a success becomes what the gateway says:
 * 401 is `UNAUTHENTICATED` and 403 `FORBIDDEN` (GraphQL errors: nothing a form can fix);
 * 404, 422 and 429 are typed failures that resolvers turn into null or `userErrors`; 413, 414 and
 * 431 are an input too large for the API to read at all (a search of 100,000 characters makes an
 * address its server will not take: shorter ones get the API's 422 on their parameter), so
 * `BAD_USER_INPUT`; 502, 503 and 504 are `UPSTREAM_UNAVAILABLE`; anything else is the API
 * failing, logged and answered without its details.
 */
export function failureOf(
  status: number,
  body: RestErrorBody,
  lang: Lang,
  retryAfter?: string,
): Error {
  switch (status) {
    case 401:
      return new GraphQLError(body.message ?? say(lang, 'session_ended'), {
        extensions: { code: 'UNAUTHENTICATED' },
      })
    case 403:
      return new GraphQLError(body.message ?? say(lang, 'operators_only'), {
        extensions: { code: 'FORBIDDEN' },
      })
    case 404:
      return new RestNotFound(status, body)
    case 422:
      return new RestValidationFailure(status, body)
    case 429:
      return new RestRateLimited(status, body)
    case 413:
    case 414:
    case 431:
      return new GraphQLError(say(lang, 'request_too_large'), {
        extensions: { code: 'BAD_USER_INPUT' },
      })
    case 502:
    case 503:
    case 504: {
      // The API is up but something it needs is not (its database, the mail server), or it is
      // busy (password hashing) and says when to come back: `retryAfter`, in seconds. A 502 or
      // 504 is a balancer in front of the APIs finding none that answers (ADR 0095).
      const seconds = Number(retryAfter)
      return new GraphQLError(body.message ?? say(lang, 'upstream_unavailable'), {
        extensions: {
          code: 'UPSTREAM_UNAVAILABLE',
          ...(Number.isInteger(seconds) && seconds > 0 ? { retryAfter: seconds } : {}),
        },
      })
    }
    default:
      return new UpstreamError(`REST API answered ${status}: ${body.message ?? ''}`)
  }
}

/** The API could not be reached, or did not answer in time. */
export function upstreamUnavailable(lang: Lang, cause: unknown): GraphQLError {
  return new GraphQLError(say(lang, 'upstream_unavailable'), {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  })
}

/** Null for a 404 (missing, or another user's), the answer otherwise. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof RestNotFound) return null
    throw error
  }
}
