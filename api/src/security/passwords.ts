import { randomBytes, timingSafeEqual } from 'node:crypto'
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

export interface PasswordSettings {
  /** log2 of scrypt's N: 15 in production; tests lower it (PASSWORD_COST). */
  cost: number
  /**
   * Hashing threads (PASSWORD_THREADS): one per core by default. A hash is the whole of a
   * login's work, so each core hashes; the request thread needs little beside them (ADR 0075).
   */
  threads: number
  /**
   * How long a hash may expect to wait for a thread (PASSWORD_QUEUE_MS). The queue holds as many
   * as fit in that time at the speed measured here; beyond it a caller is told at once that the
   * server is busy, with when to come back, instead of waiting without end behind a crowd.
   */
  queueMs: number
}

const memoryFor = (N: number, r: number) => 256 * N * r

export function createPasswords(settings: PasswordSettings) {
  const { threads, queueMs } = settings
  const pool = createHashPool({ threads })
  const N = 2 ** settings.cost
  let checks = 0
  /**
   * How long one hash takes a thread: what sizes the queue. A guess until the first hash (the
   * calibration below) has been measured; then that measurement, smoothed by the later ones.
   */
  let computeMs = 500
  let measured = false

  async function derive(
    password: string,
    salt: Buffer,
    options: ScryptOptions,
    priority: 'urgent' | 'normal' = 'normal',
  ) {
    try {
      const maxQueue = Math.max(threads, Math.floor((queueMs / computeMs) * threads))
      const derived = await pool.run(
        { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, options },
        maxQueue,
        priority,
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
      const seconds = Math.max(1, Math.ceil(((pool.waiting + 1) * computeMs) / threads / 1000))
      throw new ApiError(503, 'server_busy', {}, { 'retry-after': String(seconds) })
    }
  }

  /** A stored hash no password matches (its key is random), at today's parameters. */
  const nobody = ['scrypt', N, R, P, randomBytes(16), randomBytes(KEY_LENGTH)]
    .map((part) => (Buffer.isBuffer(part) ? part.toString('base64') : part))
    .join('$')

  // One hash at start warms a thread and tells how long a verification takes here.
  const calibrated = derive(randomBytes(16).toString('hex'), randomBytes(16), {
    N,
    r: R,
    p: P,
    maxmem: memoryFor(N, R),
  }).then(
    () => undefined,
    () => undefined,
  )

  /**
   * Whether `password` matches `stored`. `urgent`: the check of a device its account trusts,
   * taken before the others waiting, so a crowd of strangers' logins does not keep it out.
   */
  async function verify(
    password: string,
    stored: string,
    priority: 'urgent' | 'normal' = 'normal',
  ): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$')
    if (scheme !== 'scrypt' || !salt || !key) return false
    const expected = Buffer.from(key, 'base64')
    const options = { N: Number(n), r: Number(r), p: Number(p) }
    const actual = await derive(
      password,
      Buffer.from(salt, 'base64'),
      { ...options, maxmem: memoryFor(options.N, options.r) },
      priority,
    )
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

    /** Hashes running now, and waiting for a thread. */
    get load() {
      return { threads, running: pool.running, waiting: pool.waiting }
    },

    /** Settles once the first hash has measured this machine's speed. */
    ready: calibrated,

    close: () => pool.close(),
  }
}

export type Passwords = ReturnType<typeof createPasswords>
