import { randomBytes, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
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

export interface PasswordSettings {
  /** log2 of scrypt's N: 15 in production; tests lower it (see config). */
  cost: number
}

const memoryFor = (N: number, r: number) => 256 * N * r

export function createPasswords(settings: PasswordSettings) {
  const pool = createHashPool({ threads: HASH_THREADS })
  const N = 2 ** settings.cost
  let checks = 0
  /**
   * How long one hash takes a thread: what sizes the queue. A guess until the first hash (the
   * calibration below) has been measured; then that measurement, smoothed by the later ones.
   */
  let computeMs = 500
  let measured = false

  async function derive(password: string, salt: Buffer, options: ScryptOptions) {
    try {
      const maxQueue = Math.max(MIN_QUEUE, Math.floor(MAX_WAIT_MS / computeMs) * HASH_THREADS)
      const derived = await pool.run(
        { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, options },
        maxQueue,
      )
      computeMs = Math.max(
        1,
        measured ? computeMs * 0.8 + derived.computeMs * 0.2 : derived.computeMs,
      )
      measured = true
      checks += 1
      return derived.key
    } catch (error) {
      if (!(error instanceof HashQueueFull)) throw error
      const seconds = Math.max(1, Math.ceil(((pool.waiting + 1) * computeMs) / HASH_THREADS / 1000))
      throw new ApiError(503, 'server_busy', {}, { 'retry-after': String(seconds) })
    }
  }

  /** A stored hash no password matches (its key is random), at today's parameters. */
  const nobody = ['scrypt', N, R, P, randomBytes(16), randomBytes(KEY_LENGTH)]
    .map((part) => (Buffer.isBuffer(part) ? part.toString('base64') : part))
    .join('$')

  // One hash at start warms a thread and tells how long a verification takes here.
  derive(randomBytes(16).toString('hex'), randomBytes(16), {
    N,
    r: R,
    p: P,
    maxmem: memoryFor(N, R),
  }).catch(() => undefined)

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$')
    if (scheme !== 'scrypt' || !salt || !key) return false
    const expected = Buffer.from(key, 'base64')
    const options = { N: Number(n), r: Number(r), p: Number(p) }
    const actual = await derive(password, Buffer.from(salt, 'base64'), {
      ...options,
      maxmem: memoryFor(options.N, options.r),
    })
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  }

  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16)
      const key = await derive(password, salt, { N, r: R, p: P, maxmem: memoryFor(N, R) })
      return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
    },

    verify,

    /**
     * The answer for an e-mail without an account: false, after checking `password` against a
     * hash of nobody's, through the same threads and queue as a real check. It costs what a
     * real check costs, so neither its time nor a busy answer tells which e-mails exist.
     */
    async verifyNobody(password: string): Promise<false> {
      await verify(password, nobody)
      return false
    },

    /** Passwords hashed or checked since start (a test counts what each path costs). */
    get checks() {
      return checks
    },

    close: () => pool.close(),
  }
}

export type Passwords = ReturnType<typeof createPasswords>
