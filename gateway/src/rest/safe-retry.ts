/** Statuses by which a balancer or the API says it cannot answer now: nothing was done. */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** Errors of a connection refused, reset or closed under the request (undici and Node codes). */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
])

export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && CONNECTION_FAILURES.has(code)) return true
  }
  return false
}

/**
 * A safe read (GET) sent once more when its connection failed or the API (or the balancer before
 * it) said it cannot answer now without saying when to come back (ADR 0095). The pool has
 * dropped a broken connection by then, so the second try goes over another, and a balancer sends
 * it to another API: an API that stops or dies then costs a reader nothing. A timeout is not
 * retried (the wait is already spent), nor anything that could have changed data.
 */
export async function readRetriedOnce<
  T extends { status: number; retryAfter?: string | undefined },
>(read: () => Promise<T>): Promise<T> {
  let first: T
  try {
    first = await read()
  } catch (error) {
    if (!isConnectionFailure(error)) throw error
    return read()
  }
  if (UNAVAILABLE_STATUSES.has(first.status) && first.retryAfter === undefined) return read()
  return first
}

/**
 * Any request (a write too) sent once more when an API still starting answered it (503 with
 * `X-Api-Phase: starting`, ADR 0102): that answer comes before any route, so nothing was done,
 * and a balancer that checks its APIs only passively (nginx) sends a new start requests until it
 * has counted its failures. The second try goes to another API. Only a body the gateway holds
 * whole (JSON) can be sent again; a streamed upload cannot.
 */
export async function sentAgainIfNotStarted<
  T extends { status: number; phase?: string | undefined },
>(send: () => Promise<T>): Promise<T> {
  const first = await send()
  return first.status === 503 && first.phase === 'starting' ? send() : first
}
