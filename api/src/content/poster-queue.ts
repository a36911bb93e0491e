import type { FastifyBaseLogger } from 'fastify'
import type { PosterToRender } from './poster-variant-files.js'

/**
 * Posters waiting to be rendered, rendered one at a time, off the request path (ADR 0076).
 * Twelve 6000 × 6600 posters saved at once took the API from 356 to 925 MB and 9–10 s each when
 * every save rendered its own; now a save answers at once, the renderings appear when done, and
 * only one decoded image is in memory at a time. Nothing is lost at a stop: a poster without
 * renderings is rendered at the next start (`renderMissingPosterVariants`).
 */
export function createPosterQueue(options: {
  render: (poster: PosterToRender) => Promise<void>
  /** Told after each poster whose renderings are recorded (the public answers change). */
  onRendered?: (poster: PosterToRender) => void
  logger?: Pick<FastifyBaseLogger, 'warn'>
}) {
  const waiting = new Set<number>()
  let last: Promise<void> = Promise.resolve()
  let closed = false

  async function renderOne(poster: PosterToRender) {
    try {
      if (closed) return
      await options.render(poster)
      options.onRendered?.(poster)
    } catch (error) {
      options.logger?.warn(
        { err: error, fileId: poster.id },
        'a news poster could not be rendered smaller',
      )
    } finally {
      waiting.delete(poster.id)
    }
  }

  return {
    /** Queues a poster (once, however often it is asked); returns at once. */
    add(poster: PosterToRender) {
      if (closed || waiting.has(poster.id)) return
      waiting.add(poster.id)
      last = last.then(() => renderOne(poster))
    },
    /** How many posters wait or are being rendered. */
    get size() {
      return waiting.size
    },
    /** Resolves when every poster queued so far is done. */
    idle: () => last,
    /** Renders nothing more; waits for the one under way. */
    async close() {
      closed = true
      await last
    },
  }
}

export type PosterQueue = ReturnType<typeof createPosterQueue>
