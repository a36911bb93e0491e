import type { Browser } from './browser.js'

/** One Server-Sent Event as a browser's EventSource reads it. */
export interface SseEvent {
  id: string | undefined
  event: string
  data: string
}

/**
 * A subscription's stream read as EventSource reads it (ADR 0107): `id:` lines set the last id
 * (an event with no data only sets it), `event:` and `data:` make an event at a blank line.
 */
export async function openStream(
  browser: Browser,
  query: string,
  options: { lastEventId?: string } = {},
) {
  const controller = new AbortController()
  const url = `${browser.gatewayUrl}/graphql/stream?${new URLSearchParams({ query })}`
  const response = await fetch(url, {
    headers: browser.headers({
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    }),
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  let lastEventId: string | undefined
  let wake = () => {}
  let ended = false
  const read = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
      return
    const decoder = new TextDecoder()
    let buffer = ''
    let pending: { event: string; data: string[] } = { event: 'message', data: [] }
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let newline = buffer.indexOf('\n')
        while (newline >= 0) {
          const line = buffer.slice(0, newline)
          buffer = buffer.slice(newline + 1)
          newline = buffer.indexOf('\n')
          if (line === '') {
            if (pending.data.length > 0) {
              events.push({ id: lastEventId, event: pending.event, data: pending.data.join('\n') })
              wake()
            }
            pending = { event: 'message', data: [] }
            continue
          }
          const [field = '', ...rest] = line.split(':')
          const value = rest.join(':').replace(/^ /, '')
          if (field === 'id') lastEventId = value
          else if (field === 'event') pending.event = value
          else if (field === 'data') pending.data.push(value)
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true
      wake()
    }
  })()
  return {
    status: response.status,
    response,
    events,
    get lastEventId() {
      return lastEventId
    },
    /** The first `next` event's payload that `accept` takes, waited for up to `ms`. */
    async next<T = any>(accept: (payload: T) => boolean = () => true, ms = 10_000): Promise<T> {
      const deadline = Date.now() + ms
      let seen = 0
      for (;;) {
        for (; seen < events.length; seen += 1) {
          const event = events[seen]
          if (event?.event !== 'next') continue
          const payload = JSON.parse(event.data) as T
          if (accept(payload)) return payload
        }
        if (ended) throw new Error('the stream ended')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    },
    /** Waits until the stream has named an id (its first line does). */
    async started(ms = 10_000) {
      const deadline = Date.now() + ms
      while (lastEventId === undefined && !ended && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return lastEventId
    },
    async close() {
      controller.abort()
      await read
    },
  }
}
