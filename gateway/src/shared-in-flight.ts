import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Takes a place among an address's requests in flight, all gateways together: a sorted set per
 * address in the shared Redis, one member per request scored by its start. A gateway that dies
 * leaves its members behind; they count until `staleMs` after their start (past the longest a
 * request may take), then go. Atomic in one script, so parallel requests cannot all pass.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`

export type InFlightPlace =
  | { granted: true; release(): void }
  | { granted: false }
  /** Redis did not answer: the gateway counts by itself. */
  | { granted: 'unknown' }

export function sharedInFlight(redis: Redis, keyPrefix: string, staleMs: number) {
  const gateway = randomUUID()
  let taken = 0
  return async (address: string, max: number): Promise<InFlightPlace> => {
    if (redis.status !== 'ready') return { granted: 'unknown' }
    const key = `${keyPrefix}inflight:${address}`
    const member = `${gateway}:${++taken}`
    const now = Date.now()
    try {
      const granted = await redis.eval(TAKE, 1, key, now, now - staleMs, max, member, staleMs)
      if (granted !== 1) return { granted: false }
    } catch {
      return { granted: 'unknown' }
    }
    return {
      granted: true,
      release: () => {
        redis.zrem(key, member).catch(() => {
          // Left to go stale: it counts until `staleMs` after its start.
        })
      },
    }
  }
}

export type SharedInFlight = ReturnType<typeof sharedInFlight>
