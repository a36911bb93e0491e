import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Writable } from 'node:stream'
import type { Redis } from 'ioredis'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { createRateLimiter, RATE_RULES } from '../http/rate-limit.js'
import { connectRedis } from './redis.js'

/**
 * Rate limits kept in the machine's Redis (ADR 0096), under a prefix of this file's own whose
 * keys it removes after. Two limiters stand for two API instances. The database's store is not
 * reached: these are PGlite's limiters, whose insurance is memory.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `test:limits:${randomBytes(6).toString('hex')}:`
/** A port nothing listens on: Redis down. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:9'
const RULE = RATE_RULES.loginFailuresPerIp
const noDatabase = { db: undefined as never, kind: 'pglite' as const }
const opened: Redis[] = []

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  return { logger: pino({ level: 'info' }, destination), lines }
}

function instance(url = REDIS_URL, logger = capturedLogger().logger) {
  const redis = connectRedis(url, logger, 'rate limits are counted in this instance')
  opened.push(redis)
  return createRateLimiter(noDatabase, { redis, keyPrefix: PREFIX })
}

afterAll(async () => {
  const keys = await opened[0]?.keys(`${PREFIX}*`)
  if (keys?.length) await opened[0]?.del(...keys)
  for (const redis of opened) redis.disconnect()
})

describe('rate limits in a shared Redis', () => {
  it('count the failures of both instances against one limit', async () => {
    const [one, other] = [instance(), instance()]
    // Commands fail at once until a connection is ready (no queue): the test waits for both.
    for (const redis of opened) if (redis.status !== 'ready') await once(redis, 'ready')
    const address = '10.7.0.1'
    await one.fill(RULE, address, RULE.limit - 1)
    await other.consume(RULE, address)
    await expect(one.consume(RULE, address)).rejects.toMatchObject({ statusCode: 429 })
    expect((await other.peek(RULE, address)).hits).toBeGreaterThan(RULE.limit)
    expect(await opened[0]?.exists(`${PREFIX}limit:${RULE.name}:${address}`)).toBe(1)
  })

  it('keep refusing when Redis is down, counted in the instance, and say so in the log', async () => {
    const { logger, lines } = capturedLogger()
    const limiter = instance(DEAD_REDIS_URL, logger)
    const address = '10.7.0.2'
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, address)
    await expect(limiter.consume(RULE, address)).rejects.toMatchObject({ statusCode: 429 })
    await expect
      .poll(() => lines.map((line) => line.msg))
      .toContain('Redis unreachable: rate limits are counted in this instance')
    expect(lines.find((line) => line.msg.startsWith('Redis unreachable'))?.level).toBe(50)
  })
})
