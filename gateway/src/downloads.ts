import { createHash } from 'node:crypto'
import { Agent } from 'undici'

/**
 * Limits of what the gateway streams from the API as it is (uploaded files, news posters, the
 * RSS feed), ADR 0038. A download is paced by its reader: a reader that stops reading keeps the
 * call to the API open. So downloads have a pool of connections of their own, never the one
 * GraphQL's calls share; one session, and one address, may hold only a few at a time (429 past
 * them); and a download that moves no byte for `stallMs` is cut.
 */
export const DOWNLOAD_LIMITS = {
  /** Downloads of one session (cookie or bearer token) at the same time. */
  perSession: 4,
  /** Downloads from one client address at the same time (a page shows a dozen posters). */
  perAddress: 24,
  /** Connections to the API for downloads, all clients together. */
  connections: 64,
  /** A download whose API sends nothing, or whose reader takes nothing, for this long is cut. */
  stallMs: 30_000,
}

/** The pool of connections to the API that downloads use, and only they. */
export function createDownloadAgent(): Agent {
  return new Agent({
    connections: DOWNLOAD_LIMITS.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    bodyTimeout: DOWNLOAD_LIMITS.stallMs,
  })
}

/** Counts the downloads under way per session and per address. */
export class DownloadSlots {
  private readonly held = new Map<string, number>()

  /**
   * Takes a slot for a download by `address` (and `token`, when it has a session); undefined when
   * either already holds its share. The returned function gives the slot back (once).
   */
  take(address: string, token: string | undefined): (() => void) | undefined {
    const keys = [`address:${address}`]
    if (token) keys.push(`session:${createHash('sha256').update(token).digest('hex')}`)
    const full = keys.some((key) => {
      const limit = key.startsWith('session:')
        ? DOWNLOAD_LIMITS.perSession
        : DOWNLOAD_LIMITS.perAddress
      return (this.held.get(key) ?? 0) >= limit
    })
    if (full) return undefined
    for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1)
    let given = false
    return () => {
      if (given) return
      given = true
      for (const key of keys) {
        const left = (this.held.get(key) ?? 1) - 1
        if (left > 0) this.held.set(key, left)
        else this.held.delete(key)
      }
    }
  }
}
