import { Agent, errors } from 'undici'

/**
 * The REST API as the gateway reaches it: its base URL, one pooled keep-alive agent shared by
 * every request (a new TCP connection per call would cost more than the call), and how long an
 * answer may take before the API counts as unavailable.
 */
export interface Upstream {
  baseUrl: string
  agent: Agent
  timeoutMs: number
  /** Told of each call the API failed (counted for /metrics, ADR 0097). */
  failed(kind: UpstreamFailureKind): void
}

/**
 * How a call to the API failed: no answer in time, no connection, an answer that it (or a
 * balancer in front of it) cannot serve now (502/503/504), or another 5xx.
 */
export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'unavailable' | 'error'

export function createUpstream(options: {
  apiUrl: string
  timeoutMs: number
  failed?: (kind: UpstreamFailureKind) => void
}): Upstream {
  return {
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    agent: new Agent({ keepAliveTimeout: 30_000, connections: 128, pipelining: 1 }),
    timeoutMs: options.timeoutMs,
    failed: options.failed ?? (() => {}),
  }
}

/** The kind of failure an answer's status, or a call's error, is; undefined for none. */
export function failureKindOf(
  outcome: { status: number } | { error: unknown },
): UpstreamFailureKind | undefined {
  if ('error' in outcome) {
    const { error } = outcome
    const name = error instanceof Error ? error.name : ''
    const timedOut =
      name === 'TimeoutError' ||
      name === 'AbortError' ||
      error instanceof errors.HeadersTimeoutError ||
      error instanceof errors.BodyTimeoutError
    return timedOut ? 'timeout' : 'unreachable'
  }
  if ([502, 503, 504].includes(outcome.status)) return 'unavailable'
  return outcome.status >= 500 ? 'error' : undefined
}
