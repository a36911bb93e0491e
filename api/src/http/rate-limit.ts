import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { CompiledQuery } from 'kysely'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import type { DatabaseHandle } from '../db/database.js'
import { ApiError } from './api-error.js'
import { rateLimitsRepository } from './rate-limits.repository.js'

export interface RateRule {
  /** What is limited, e.g. "login-ip"; the prefix of its keys. */
  name: string
  limit: number
  windowSeconds: number
}

/** The table migration 004 creates for rate-limiter-flexible's PostgreSQL store. */
const TABLE = 'rate_limits'

/**
 * Rate limits with rate-limiter-flexible. On PostgreSQL its PostgreSQL store, reached through
 * Kysely: counts are shared by every API instance and survive restarts. On PGlite, which one
 * process owns (the data folder's lock), its in-memory store: PGlite runs its queries on the
 * event loop, so a storm of failed logins must not cost it two writes each. Either way a hit is
 * taken atomically before the work it guards, so a burst of parallel requests cannot all pass;
 * work that should not count (a filing that fails) gives its hit back. Logins are counted after
 * the password is checked instead (`peek` and `count`, accounts/login-limits.ts, ADR 0074).
 *
 * With a shared Redis (REDIS_URL, ADR 0096) the counts live there, under `keyPrefix`, and the
 * store above insures them: while Redis is unreachable each hit goes to the database's store (on
 * PostgreSQL still shared by every instance) or to memory (on PGlite, whose one process is the
 * only instance), never to nothing, so no limit, the login's least of all, opens when Redis fails.
 */
export function createRateLimiter(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  shared?: { redis: Redis; keyPrefix: string },
) {
  // The store reads node-postgres' `rowCount` (a `get` of a key with no window is rowCount 0).
  const store = {
    query: async (query: { text: string; values?: unknown[] }) => {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []))
      const affected = result.numAffectedRows
      return { ...result, rowCount: affected === undefined ? result.rows.length : Number(affected) }
    },
  }
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterOf = (rule: RateRule) => {
    let limiter = limiters.get(rule.name)
    if (!limiter) {
      const window = { keyPrefix: rule.name, points: rule.limit, duration: rule.windowSeconds }
      limiter =
        kind === 'pglite'
          ? new RateLimiterMemory(window)
          : new RateLimiterPostgres({
              ...window,
              storeClient: store,
              storeType: 'client',
              tableName: TABLE,
              tableCreated: true,
              clearExpiredByTimeout: false,
              // Once a key is over its limit, refuse it from memory until its window ends.
              inMemoryBlockOnConsumed: rule.limit + 1,
            })
      if (shared) {
        limiter = new RateLimiterRedis({
          ...window,
          keyPrefix: `${shared.keyPrefix}limit:${rule.name}`,
          storeClient: shared.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: limiter,
        })
      }
      limiters.set(rule.name, limiter)
    }
    return limiter
  }
  const keyOf = (key: string) => key.toLowerCase()

  return {
    /** Takes a hit for `key`, or refuses with 429 and `Retry-After` when the window is full. */
    async consume(rule: RateRule, key: string): Promise<void> {
      try {
        await limiterOf(rule).consume(keyOf(key))
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        throw tooMany(rejection.msBeforeNext)
      }
    },

    /**
     * The hits `key` has in its window now and when the window ends, taking none: for limits
     * counted after the work (failed logins), which are checked before it.
     */
    async peek(rule: RateRule, key: string): Promise<{ hits: number; msLeft: number }> {
      const state = await limiterOf(rule).get(keyOf(key))
      return { hits: state?.consumedPoints ?? 0, msLeft: state?.msBeforeNext ?? 0 }
    },

    /** Counts one hit for `key` without refusing anything (the work it counts is done). */
    async count(rule: RateRule, key: string): Promise<void> {
      await limiterOf(rule).penalty(keyOf(key), 1)
    },

    /** Gives back a hit taken for work that turned out not to count. */
    async refund(rule: RateRule, key: string): Promise<void> {
      await limiterOf(rule).reward(keyOf(key), 1)
    },

    /** Forgets every hit of `key` (a successful login forgives the failed ones before it). */
    async clear(rule: RateRule, key: string): Promise<void> {
      await limiterOf(rule).delete(keyOf(key))
    },

    /** Removes windows that ended over an hour ago; called now and then, not on the request path. */
    /** Removes windows that ended over an hour ago (the memory store forgets them itself). */
    async prune() {
      if (kind === 'postgres')
        await rateLimitsRepository(db).removeEndedBefore(Date.now() - 3_600_000)
    },

    /** Takes `points` hits at once: for tests that need a window nearly full. */
    async fill(rule: RateRule, key: string, points: number) {
      await limiterOf(rule).penalty(keyOf(key), points)
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/** 429 with `Retry-After` and a sentence naming the minutes left. */
export function tooMany(msLeft: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000))
  return new ApiError(
    429,
    'too_many_requests',
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  )
}

/** The limits of ADR 0007; each names the sentence a person sees when it is reached. */
export const RATE_RULES = {
  /**
   * Wrong passwords, counted after the check (ADR 0074): per account (its e-mail, whether or not
   * one exists), per address, and per trusted device, which the account's count does not stop.
   */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  loginFailuresPerDevice: { name: 'login-device', limit: 10, windowSeconds: 15 * 60 },
  /** Every sign-up attempt (phase 1), whatever its answer. */
  signupAttemptsPerIp: { name: 'signup-ip', limit: 20, windowSeconds: 10 * 60 },
  signupCodesPerEmail: { name: 'signup-email', limit: 3, windowSeconds: 10 * 60 },
  resetRequestsPerEmail: { name: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Links checked or spent that were not valid (phases 2 and 3). */
  resetLinkFailuresPerIp: { name: 'reset-link-ip', limit: 20, windowSeconds: 15 * 60 },
  feedbackPerIp: { name: 'feedback-ip', limit: 5, windowSeconds: 10 * 60 },
  /** Wrong current passwords given by one account (password or e-mail change). */
  passwordTriesPerUser: { name: 'passwd-user', limit: 10, windowSeconds: 15 * 60 },
  /** E-permit requests and loading/unloading permissions filed by one account */
  submissionsPerUser: { name: 'submissions-user', limit: 60, windowSeconds: 60 * 60 },
  /** Saves that carry files (client data, online applications) by one account */
  uploadsPerUser: { name: 'uploads-user', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Letters a haulier makes the portal send to an address of their choosing (ADR 0114): codes
   * for a new e-mail, per account and per address, as the sign-up's codes are limited
   */
  emailChangeCodesPerUser: { name: 'email-change-user', limit: 3, windowSeconds: 10 * 60 },
  emailChangeCodesPerAddress: { name: 'email-change-address', limit: 3, windowSeconds: 10 * 60 },
  /** …and invitations into a company, per company and per invited address, a day */
  invitationsPerCompany: { name: 'invitations-company', limit: 50, windowSeconds: 24 * 60 * 60 },
  invitationsPerAddress: { name: 'invitations-address', limit: 5, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>

/**
 * Runs `work` counted against each `[rule, key]`: a hit is taken from every one first (429 when
 * one is full, the hits taken before it given back) and all are given back when the work fails,
 * so only work done counts.
 */
export async function limitedWork<T>(
  limiter: RateLimiter,
  hits: readonly (readonly [RateRule, string])[],
  work: () => Promise<T>,
): Promise<T> {
  const taken: (readonly [RateRule, string])[] = []
  try {
    for (const hit of hits) {
      await limiter.consume(hit[0], hit[1])
      taken.push(hit)
    }
    return await work()
  } catch (error) {
    for (const [rule, key] of taken) await limiter.refund(rule, key)
    throw error
  }
}

/**
 * Route hooks that cap how often one signed-in account does something: the hit is taken before
 * the body is read (429 once `rule` is full) and given back when the request does not succeed,
 * so only successful requests count. Goes after `authenticate`.
 */
export function perUserLimit(limiter: RateLimiter, rule: RateRule) {
  const keyOf = (request: FastifyRequest) => String(request.user?.id ?? 'anonymous')
  const counted = new WeakSet<FastifyRequest>()
  return {
    preHandler: async (request: FastifyRequest) => {
      await limiter.consume(rule, keyOf(request))
      counted.add(request)
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (counted.has(request) && reply.statusCode >= 300)
        await limiter.refund(rule, keyOf(request))
    },
  }
}
