/** A read of the API that can be asked again with If-None-Match. */
export interface ConditionalRead {
  path: string
  /** Made without the session (a public answer of the request's own). */
  anonymous: boolean
  etag: string
}

/** What the API answered to one call, as it came. */
export interface UpstreamAnswer {
  status: number
  contentType: string | undefined
  etag: string | undefined
  /** Seconds the API asked to wait before trying again (a busy 503, a 429). */
  retryAfter?: string | undefined
  /** `starting` when an API still starting answered: the request reached none of its routes. */
  phase?: string | undefined
  text: string
}

/** An answer, or why there was none (the API unreachable or too slow). */
export type UpstreamOutcome = { answer: UpstreamAnswer } | { failure: unknown }

/** What a GraphQL answer was made of, when every part of it can be checked again. */
export interface Ingredients {
  reads: ConditionalRead[]
  /** Values read from the public cache, by key: still current while the cache holds the same. */
  shared: [string, Promise<unknown>][]
}

const keyOf = (anonymous: boolean, path: string) => `${anonymous ? 'public' : 'session'} ${path}`

/**
 * Everything one GraphQL request read from the API (rest/http.ts writes it down): the ground on
 * which a session's finished answer may be kept and reused (session-answers.ts). An answer is
 * kept only when each of its calls was a GET answered with an ETag, so all of it can be asked
 * again; one write, one answer without a tag, or one failure, and nothing is kept.
 *
 * It also carries the answers a revalidation already received (`prefetched`): the operation
 * that runs because one of them changed takes those instead of asking the API twice.
 */
export class UpstreamReads {
  private readonly reads = new Map<string, ConditionalRead>()
  private readonly shared = new Map<string, Promise<unknown>>()
  private repeatable = true

  constructor(private readonly prefetched = new Map<string, UpstreamOutcome>()) {}

  /** A call made for this request, with what it answered. */
  called(method: string, path: string, anonymous: boolean, answer: UpstreamAnswer | undefined) {
    const etag = answer?.etag
    const ok = answer !== undefined && answer.status >= 200 && answer.status < 300
    if (method !== 'GET' || !ok || !etag) {
      this.repeatable = false
      return
    }
    const key = keyOf(anonymous, path)
    const before = this.reads.get(key)
    // The same list read twice in one request, changed in between: neither tag names the answer.
    if (before && before.etag !== etag) this.repeatable = false
    this.reads.set(key, { path, anonymous, etag })
  }

  /** A value this request took from the public cache. */
  readShared(key: string, value: Promise<unknown>) {
    const before = this.shared.get(key)
    if (before && before !== value) this.repeatable = false
    this.shared.set(key, value)
  }

  /** The answer a revalidation received for this call, taken once. */
  takePrefetched(path: string, anonymous: boolean): UpstreamOutcome | undefined {
    const key = keyOf(anonymous, path)
    const outcome = this.prefetched.get(key)
    this.prefetched.delete(key)
    return outcome
  }

  /** What the answer was made of, when all of it can be checked again; undefined otherwise. */
  ingredients(): Ingredients | undefined {
    if (!this.repeatable || this.reads.size === 0) return undefined
    return { reads: [...this.reads.values()], shared: [...this.shared] }
  }
}

/** The prefetched answers of a revalidation, by call, for `new UpstreamReads(…)`. */
export function prefetchedOf(reads: ConditionalRead[], outcomes: UpstreamOutcome[]) {
  const prefetched = new Map<string, UpstreamOutcome>()
  reads.forEach((read, i) => {
    const outcome = outcomes[i]
    // A 304 has no body to give: that call is made again.
    if (outcome && !('answer' in outcome && outcome.answer.status === 304)) {
      prefetched.set(keyOf(read.anonymous, read.path), outcome)
    }
  })
  return prefetched
}
