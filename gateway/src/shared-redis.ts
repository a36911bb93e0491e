import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/**
 * The changes the gateway hears from the portal's other instances, gateways and API alike
 * (ADR 0096; the API's cluster/change-bus.ts speaks the same words): the public news changed,
 * or an API instance has cleared its own rendered news after such a change. Session changes go
 * by too; the gateway keeps nothing a session change could make wrong (ADR 0071), so it lets
 * them pass.
 */
export type PublicChange = { kind: 'news' } | { kind: 'news-cleared' } | { kind: 'missed' }

/** The gateway's connections to the shared Redis: commands (the shared limits) and messages. */
export interface SharedRedis {
  /** Commands fail at once while Redis is away (no queue): a limit then counts in this process. */
  commands: Redis
  /** Tells the other instances that the public news changed. */
  publishNewsChanged(): void
  /** Hears the other instances' public changes, and `missed` after a break in the messages. */
  onPublicChange(listener: (change: PublicChange) => void): void
  close(): void
}

const RETRY = {
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(times * 200, 2_000),
}

/**
 * Connects to Redis (REDIS_URL) and subscribes to `<prefix>changes`. Redis unreachable is logged
 * once with what it means, and its return once; the start waits at most two seconds for it.
 */
export async function connectSharedRedis(
  url: string,
  keyPrefix: string,
  logger: FastifyBaseLogger,
): Promise<SharedRedis> {
  const id = randomUUID()
  const channel = `${keyPrefix}changes`
  const commands = new Redis(url, { ...RETRY, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  watch(commands, logger, 'limits per address are counted per gateway until it returns')
  const subscriber = new Redis(url, { ...RETRY, maxRetriesPerRequest: null })
  watch(subscriber, logger, 'cached public answers are cleared per gateway until it returns')
  const listeners: ((change: PublicChange) => void)[] = []
  const tell = (change: PublicChange) => {
    for (const listener of listeners) listener(change)
  }
  let broken = false
  subscriber.on('close', () => {
    broken = true
  })
  subscriber.on('ready', () => {
    if (!broken) return
    broken = false
    tell({ kind: 'missed' })
  })
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    const change = envelopeOf(text, id)
    if (change) tell(change)
  })
  const subscribed = subscriber.subscribe(channel).catch(() => {})
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
  return {
    commands,
    publishNewsChanged() {
      const text = JSON.stringify({ from: id, change: { kind: 'news' } })
      commands.publish(channel, text).catch((error: unknown) => {
        logger.warn({ err: error }, 'a change of the news could not be told to other instances')
      })
    },
    onPublicChange(listener) {
      listeners.push(listener)
    },
    close() {
      subscriber.disconnect()
      commands.disconnect()
    },
  }
}

/** The public change a message carries, unless this gateway sent it or it is none. */
function envelopeOf(text: string, self: string): PublicChange | undefined {
  try {
    const { from, change } = JSON.parse(text)
    if (from === self) return undefined
    if (change?.kind === 'news' || change?.kind === 'news-cleared') return { kind: change.kind }
  } catch {
    // Not a message of ours: nothing to do.
  }
  return undefined
}

function watch(client: Redis, logger: FastifyBaseLogger, whileDown: string) {
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    logger.error({ err: error }, `Redis unreachable: ${whileDown}`)
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    logger.warn('Redis reachable again')
  })
}
