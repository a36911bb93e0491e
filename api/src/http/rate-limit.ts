import type { FastifyReply, FastifyRequest } from 'fastify'
import { CompiledQuery } from 'kysely'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '../db/database.js'
import { ApiError } from './api-error.js'

export interface RateRule {
  /** What is limited, e.g. "login-email-ip"; the prefix of its keys. */
  name: string
  limit: number
  windowSeconds: number
}

/** The table migration 004 creates for rate-limiter-flexible's PostgreSQL store. */
const TABLE = 'rate_limits'

/**
 * Rate limits with rate-limiter-flexible's PostgreSQL store, reached through Kysely so that it
 * works on PGlite's single session as on a PostgreSQL pool, and counts survive restarts and are
 * shared by every API instance. A hit is taken atomically before the work it guards (one upsert
 * that counts and answers), so a burst of parallel requests cannot all pass; work that should not
 * count (a login that succeeds, a filing that fails) gives its hit back afterwards.
 */
export function createRateLimiter(db: Db) {
  const store = {
    query: (query: { text: string; values?: unknown[] }) =>
      db.executeQuery(CompiledQuery.raw(query.text, query.values ?? [])),
  }
  const limiters = new Map<string, RateLimiterPostgres>()
  const limiterOf = (rule: RateRule) => {
    let limiter = limiters.get(rule.name)
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: store,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: rule.name,
        points: rule.limit,
        duration: rule.windowSeconds,
        // Once a key is over its limit, refuse it from memory until its window ends.
        inMemoryBlockOnConsumed: rule.limit + 1,
      })
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
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        throw new ApiError(
          429,
          'too_many_requests',
          { minutes: Math.ceil(seconds / 60) },
          { 'retry-after': String(seconds) },
        )
      }
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
    async prune() {
      await db.executeQuery(
        CompiledQuery.raw(`delete from ${TABLE} where expire < $1`, [Date.now() - 3_600_000]),
      )
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/** The limits of ADR 0007; each names the sentence a person sees when it is reached. */
export const RATE_RULES = {
  /** Per e-mail and address together: a guesser elsewhere cannot lock the owner out. */
  loginFailuresPerEmailAndIp: { name: 'login-email-ip', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
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
} satisfies Record<string, RateRule>

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
