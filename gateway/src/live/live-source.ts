import { request } from 'undici'
import type { Answer } from '../rest/api-types.js'
import type { Caller } from '../rest/http.js'
import type { Upstream } from '../rest/upstream.js'

type LiveAnswer = Answer<'/api/live-events', 'get'>
export type LiveEventRow = LiveAnswer['events'][number]

/** One change on a stream: an API event, or word that events were missed (ADR 0107). */
export type LiveChangeRow = LiveEventRow | { kind: 'resync'; id: number }

/** How long the API holds a read that finds nothing: below its own limit of 20. */
export const LIVE_WAIT_SECONDS = 15
/** A read the API did not answer: tried again after this long. */
const RETRY_MS = 1_000

/** The API's answer to a live read, or why there is none. */
export type LiveRead = { ok: true; body: LiveAnswer } | { ok: false; status: number; body: unknown }

/**
 * One read of the session's events after `after` (or, without it, the id to start from: the
 * newest, or the one `recent` seconds back).
 */
export async function readLiveEvents(
  upstream: Upstream,
  caller: Caller,
  options: { after?: number; recent?: number; wait?: number; signal?: AbortSignal },
): Promise<LiveRead> {
  const query = new URLSearchParams()
  if (options.after !== undefined) query.set('after', String(options.after))
  if (options.recent) query.set('recent', String(options.recent))
  if (options.wait) query.set('wait', String(options.wait))
  // No language: the events have no text, and an EventSource asks in the browser's language,
  // which the API would remember for the account's mail in place of the interface's.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': caller.requestId,
    'x-forwarded-for': caller.clientAddress,
  }
  if (caller.token) headers.authorization = `Bearer ${caller.token}`
  const timeout = AbortSignal.timeout(upstream.timeoutMs + (options.wait ?? 0) * 1000)
  const answer = await request(`${upstream.baseUrl}/api/live-events?${query}`, {
    dispatcher: upstream.agent,
    headers,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  })
  const body = await answer.body.json().catch(() => undefined)
  if (answer.statusCode === 200) return { ok: true, body: body as LiveAnswer }
  return { ok: false, status: answer.statusCode, body }
}

/**
 * The events of one stream, from `after` on, for as long as `signal` is not aborted: read from
 * the API, each read waiting there until an event is written (on any instance). A failed read is
 * tried again a second later from the same id, so nothing is skipped; a session that ended ends
 * the stream. `current` is the id of the change last given.
 */
export class LiveSource {
  current: number

  constructor(
    private readonly upstream: Upstream,
    private readonly caller: Caller,
    after: number,
    private readonly signal: AbortSignal,
  ) {
    this.current = after
  }

  async *changes(): AsyncGenerator<LiveChangeRow> {
    while (!this.signal.aborted) {
      let read: LiveRead
      try {
        read = await readLiveEvents(this.upstream, this.caller, {
          after: this.current,
          wait: LIVE_WAIT_SECONDS,
          signal: this.signal,
        })
      } catch {
        if (this.signal.aborted) return
        await pause(RETRY_MS, this.signal)
        continue
      }
      if (!read.ok) {
        if (read.status === 401 || read.status === 403) return
        await pause(RETRY_MS, this.signal)
        continue
      }
      if (read.body.gone) {
        // Some were pruned: the screen reads its data anew, which holds these events too.
        this.current = read.body.latest
        yield { kind: 'resync', id: this.current }
        continue
      }
      for (const event of read.body.events) {
        if (this.signal.aborted) return
        this.current = event.id
        yield event
      }
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
