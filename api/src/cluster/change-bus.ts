import { randomUUID } from 'node:crypto'

/**
 * What one instance tells the others (ADR 0096), the same words for the API's and the gateway's
 * instances: the public news changed (their rendered lists, feeds and cached answers go), an API
 * instance has cleared its news after such a message (a gateway in front of it may fetch them
 * again now), a session ended, an account's sessions changed, or live events were written (their
 * readers on the other instances read them: ADR 0107).
 */
export type Change =
  | { kind: 'news' }
  | { kind: 'news-cleared' }
  | { kind: 'token'; tokenId: number }
  | { kind: 'user'; userId: number }
  | { kind: 'live' }

/** A break in the messages: some may have been lost, so everything cached goes. */
export interface Missed {
  kind: 'missed'
}

export type ChangeListener = (change: Change | Missed) => void

/**
 * Carries changes between the instances of a cluster: by Redis pub/sub, by PostgreSQL
 * LISTEN/NOTIFY, or nowhere when there is one instance. The instance that made a change acts on
 * it itself; `publish` tells only the others, and a listener hears only the others.
 */
export interface ChangeBus {
  /** How the changes travel, said at start. */
  readonly carrier: 'redis' | 'postgres' | 'none'
  publish(change: Change): void
  /** Listens to the other instances' changes; the returned function stops listening. */
  subscribe(listener: ChangeListener): () => void
  close(): Promise<void>
}

/** An envelope on the wire: the sender, so that an instance skips its own messages. */
interface Envelope {
  from: string
  change: Change
}

const KINDS = new Set(['news', 'news-cleared', 'token', 'user', 'live'])

/**
 * The shared part of every carrier: the instance's id, its listeners, and the envelope's text
 * both ways. A message that is not an envelope of a known change is dropped.
 */
export function createListeners() {
  const id = randomUUID()
  const listeners = new Set<ChangeListener>()
  const tell = (change: Change | Missed) => {
    for (const listener of listeners) listener(change)
  }
  return {
    wrap: (change: Change) => JSON.stringify({ from: id, change } satisfies Envelope),
    /** Hands a message's change to the listeners, unless this instance sent it. */
    receive(text: string) {
      let envelope: Envelope
      try {
        envelope = JSON.parse(text)
      } catch {
        return
      }
      if (envelope?.from === id || !KINDS.has(envelope?.change?.kind)) return
      tell(envelope.change)
    },
    missed: () => tell({ kind: 'missed' }),
    subscribe(listener: ChangeListener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** One instance: no one to tell. */
export function loneBus(): ChangeBus {
  return {
    carrier: 'none',
    publish: () => {},
    subscribe: () => () => {},
    close: async () => {},
  }
}
