import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { type ChangeBus, createListeners } from './change-bus.js'

/**
 * A connection to the shared Redis for commands (rate limits, messages sent). Commands fail at
 * once while Redis is unreachable (no queue), so a rate limit falls back to its insurance store
 * at once instead of waiting; the connection keeps trying in the background. Its loss and its
 * return are logged once each, with what they mean.
 */
export function connectRedis(url: string, logger: Logger, whileDown: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  watchConnection(client, logger, whileDown)
  return client
}

function watchConnection(client: Redis, logger: Logger, whileDown: string) {
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

/**
 * Changes carried by Redis pub/sub on `<prefix>changes`. A subscriber has a connection of its
 * own; when it comes back after a break, the listeners hear `missed` (the messages of the break
 * are lost, so caches are cleared instead).
 */
export async function redisBus(
  publisher: Redis,
  options: { url: string; keyPrefix: string; logger: Logger },
): Promise<ChangeBus> {
  const channel = `${options.keyPrefix}changes`
  const listeners = createListeners()
  const subscriber = new Redis(options.url, {
    // Its SUBSCRIBE waits for a connection however long Redis is away.
    maxRetriesPerRequest: null,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  watchConnection(subscriber, options.logger, 'caches are kept per instance until it returns')
  let broken = false
  subscriber.on('close', () => {
    broken = true
  })
  subscriber.on('ready', () => {
    if (!broken) return
    broken = false
    listeners.missed()
  })
  subscriber.on('message', (from, text: string) => {
    if (from === channel) listeners.receive(text)
  })
  // Subscribed before the first request when Redis answers; when it does not, the start goes on
  // (everything stays per instance meanwhile, logged) and the subscription follows it.
  const subscribed = subscriber.subscribe(channel).catch(() => {})
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
  return {
    carrier: 'redis',
    publish(change) {
      publisher.publish(channel, listeners.wrap(change)).catch((error) => {
        options.logger.warn({ err: error, change }, 'a change could not be told to other instances')
      })
    },
    subscribe: listeners.subscribe,
    async close() {
      subscriber.disconnect()
    },
  }
}
