/**
 * Wakes the readers waiting for live events (ADR 0107): a request of this instance that wrote
 * events has ended (its transaction committed), or another instance said so over the change bus.
 * A reader woken re-reads the events after its id; a wake that finds nothing costs one query.
 */
export function liveWake() {
  const waiting = new Set<() => void>()
  let closed = false
  return {
    poke() {
      const woken = [...waiting]
      waiting.clear()
      for (const wake of woken) wake()
    },
    /** Resolves at the next poke, after `ms`, or at once when the instance is stopping. */
    wait(ms: number): Promise<void> {
      if (closed) return Promise.resolve()
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(done)
          resolve()
        }
        const timer = setTimeout(done, ms)
        timer.unref()
        waiting.add(done)
      })
    },
    /** The instance stops: every reader answers now, with what it has. */
    close() {
      closed = true
      this.poke()
    },
    get closed() {
      return closed
    },
    get waiting() {
      return waiting.size
    },
  }
}

export type LiveWake = ReturnType<typeof liveWake>
