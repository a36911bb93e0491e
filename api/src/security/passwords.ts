import { randomBytes, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { ApiError } from '../http/api-error.js'
import { createHashPool, HashQueueFull, type ScryptOptions } from './hash-pool.js'

/**
 * scrypt (memory-hard, no native addon) with OWASP's parameters r=8, p=3 and N=2^cost (cost 15 by
 * default: 32 MiB). The parameters are stored with each hash (`scrypt$N$r$p$salt$key`), so the
 * cost can be raised later and old hashes still verify.
 */
const R = 8
const P = 3
const KEY_LENGTH = 64
/** Threads kept for hashing: one core stays free for requests, the database and files. */
const HASH_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1))
/**
 * How long a hash may expect to wait for a thread. The queue holds as many as fit in it at the
 * speed measured here (at least a few); beyond it a caller is told at once that the server is
 * busy, instead of waiting without end behind a crowd.
 */
const MAX_WAIT_MS = 2_000
const MIN_QUEUE = 4
/** Checks whose duration the wait of an unknown e-mail follows (their median: one slow check under load does not skew it). */
const RECENT_CHECKS = 31

export interface PasswordSettings {
  /** log2 of scrypt's N: 15 in production; tests lower it (see config). */
  cost: number
}

const memoryFor = (N: number, r: number) => 256 * N * r

export function createPasswords(settings: PasswordSettings) {
  const pool = createHashPool({ threads: HASH_THREADS })
  const N = 2 ** settings.cost
  /** How long the latest checks took here, queue included: what an unknown e-mail waits. */
  const recentMs: number[] = []
  const typicalMs = () => {
    if (recentMs.length === 0) return undefined
    const sorted = [...recentMs].sort((a, b) => a - b)
    return sorted[sorted.length >> 1]
  }
  /**
   * How long one hash takes a thread: what sizes the queue. A guess until the first hash (the
   * calibration below) has been measured; then that measurement, smoothed by the later ones.
   */
  let computeMs = 500
  let measured = false

  async function derive(password: string, salt: Buffer, options: ScryptOptions) {
    const started = performance.now()
    try {
      const maxQueue = Math.max(MIN_QUEUE, Math.floor(MAX_WAIT_MS / computeMs) * HASH_THREADS)
      const derived = await pool.run(
        { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, options },
        maxQueue,
      )
      recentMs.push(performance.now() - started)
      if (recentMs.length > RECENT_CHECKS) recentMs.shift()
      computeMs = Math.max(
        1,
        measured ? computeMs * 0.8 + derived.computeMs * 0.2 : derived.computeMs,
      )
      measured = true
      return derived.key
    } catch (error) {
      if (!(error instanceof HashQueueFull)) throw error
      const seconds = Math.max(1, Math.ceil(((pool.waiting + 1) * computeMs) / HASH_THREADS / 1000))
      throw new ApiError(503, 'server_busy', {}, { 'retry-after': String(seconds) })
    }
  }

  // One hash at start warms a thread and tells how long a verification takes here.
  const calibrated = derive(randomBytes(16).toString('hex'), randomBytes(16), {
    N,
    r: R,
    p: P,
    maxmem: memoryFor(N, R),
  }).catch(() => undefined)

  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16)
      const key = await derive(password, salt, { N, r: R, p: P, maxmem: memoryFor(N, R) })
      return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
    },

    async verify(password: string, stored: string): Promise<boolean> {
      const [scheme, n, r, p, salt, key] = stored.split('$')
      if (scheme !== 'scrypt' || !salt || !key) return false
      const expected = Buffer.from(key, 'base64')
      const options = { N: Number(n), r: Number(r), p: Number(p) }
      const actual = await derive(password, Buffer.from(salt, 'base64'), {
        ...options,
        maxmem: memoryFor(options.N, options.r),
      })
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },

    /**
     * The answer for an e-mail without an account: false, after about as long as checking a
     * password takes, so timing does not tell which e-mails exist — but with no hashing, so a
     * crowd of made-up e-mails costs the server nothing.
     */
    async verifyNobody(): Promise<false> {
      await calibrated
      const jitter = 0.85 + Math.random() * 0.3
      await delay((typicalMs() ?? 300) * jitter)
      return false
    },

    close: () => pool.close(),
  }
}

export type Passwords = ReturnType<typeof createPasswords>
