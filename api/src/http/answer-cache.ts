import { keepCompressed } from '@tmulag/server-kit/compression'

/**
 * Rendered answers kept in memory, each for its own time: a public read served from here costs
 * no query, no serializing and (with `keepCompressed`) no compressing. Concurrent reads of an
 * expired answer share one rendering; a rendering that fails is not kept.
 */
export function createAnswerCache() {
  const entries = new Map<string, { until: number; body: Promise<Buffer> }>()

  return {
    /** The answer under `key`, rendered by `render` when there is none younger than `keepMs`. */
    get(key: string, keepMs: number, render: () => Promise<Rendered>): Promise<Buffer> {
      const now = Date.now()
      const entry = entries.get(key)
      if (entry && entry.until > now) return entry.body
      const body = render().then((rendered) => keepCompressed(bytesOf(rendered)))
      entries.set(key, { until: now + keepMs, body })
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key)
      })
      return body
    },

    /** Forgets every answer: the next read renders anew (news published, changed or withdrawn). */
    clear() {
      entries.clear()
    },
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>

/** What a rendering gives: text, or what `reply.serialize` gives. */
type Rendered = string | Buffer | ArrayBuffer

function bytesOf(rendered: Rendered): Buffer {
  if (typeof rendered === 'string') return Buffer.from(rendered)
  return Buffer.isBuffer(rendered) ? rendered : Buffer.from(rendered)
}
