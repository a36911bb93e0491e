import type { UpstreamReads } from './upstream-reads.js'

/**
 * Answers that are the same for every reader (reference lists, checkpoints, news lists, the
 * informational pages), kept for a short time across requests. They are fetched without the
 * caller's session, so nothing of one user can reach another. A fetch under way is shared by
 * everyone who asks meanwhile; a failed fetch is not kept.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** The value under `key`, fetched when there is none; `reads` notes which value it was. */
  get<T>(key: string, fetch: () => Promise<T>, reads?: UpstreamReads): Promise<T> {
    const value = this.current<T>(key, fetch)
    reads?.readShared(key, value)
    return value
  }

  /** Whether `value` is still what the cache holds under `key` (a session's answer used it). */
  holds(key: string, value: Promise<unknown>): boolean {
    const entry = this.entries.get(key)
    return entry !== undefined && entry.value === value && entry.expires > Date.now()
  }

  private current<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    const value = fetch()
    if (this.ttlMs <= 0) return value
    if (this.entries.size >= this.maxEntries) this.evictExpired(now)
    this.entries.set(key, { expires: now + this.ttlMs, value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  /** Forgets the answers whose key (the API path) passes `matches`: they are fetched anew. */
  forget(matches: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key)
  }

  private evictExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key)
    // Still full (many live pages): drop the oldest, the Map keeps insertion order.
    const oldest = this.entries.keys().next()
    if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value)
  }
}
