import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { ApiError } from './api-error.js'

export interface RateRule {
  /** What is limited, e.g. "login-failure". */
  name: string
  limit: number
  windowSeconds: number
}

/**
 * Counts hits per bucket in the database, so every API instance and every restart sees the same
 * counts. `hit` records one; `assertAllowed` refuses with 429 once a bucket is full.
 */
export function createRateLimiter(db: Db) {
  const bucketOf = (rule: RateRule, key: string) => `${rule.name}:${key.toLowerCase()}`

  async function count(rule: RateRule, key: string) {
    const since = new Date(Date.now() - rule.windowSeconds * 1000)
    const row = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => [eb.fn.countAll<number>().as('hits'), eb.fn.min('hit_at').as('oldest')])
      .where('bucket', '=', bucketOf(rule, key))
      .where('hit_at', '>', since)
      .executeTakeFirstOrThrow()
    return { hits: Number(row.hits), oldest: row.oldest }
  }

  return {
    async assertAllowed(rule: RateRule, key: string) {
      const { hits, oldest } = await count(rule, key)
      if (hits < rule.limit) return
      const freeAt = (oldest?.getTime() ?? Date.now()) + rule.windowSeconds * 1000
      const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000))
      throw new ApiError(
        429,
        'too_many_requests',
        { minutes: Math.ceil(seconds / 60) },
        { 'retry-after': String(seconds) },
      )
    },

    async hit(rule: RateRule, key: string) {
      await db
        .insertInto('rate_limit_hits')
        .values({ bucket: bucketOf(rule, key) })
        .execute()
    },

    async clear(rule: RateRule, key: string) {
      await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucketOf(rule, key)).execute()
    },

    /** Forgets hits older than a day; called now and then, not on the request path. */
    async prune() {
      await db
        .deleteFrom('rate_limit_hits')
        .where('hit_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute()
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/** The limits of decisions.md §3; each names the sentence a person sees when it is reached. */
export const RATE_RULES = {
  /** Per e-mail and address together: a guesser elsewhere cannot lock the owner out. */
  loginFailuresPerEmailAndIp: { name: 'login-email-ip', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  signupCodesPerIp: { name: 'signup-ip', limit: 20, windowSeconds: 10 * 60 },
  resetRequestsPerEmail: { name: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  feedbackPerIp: { name: 'feedback-ip', limit: 5, windowSeconds: 10 * 60 },
  /** E-permit requests and loading/unloading permissions filed by one account */
  submissionsPerUser: { name: 'submissions-user', limit: 60, windowSeconds: 60 * 60 },
  /** Saves that carry files (client data, online applications) by one account */
  uploadsPerUser: { name: 'uploads-user', limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>

/**
 * Route hooks that cap how often one signed-in account does something: refused with 429 before
 * the body is read once the account's successful requests fill `rule`; a refused or failed
 * request does not count. Goes after `authenticate`.
 */
export function perUserLimit(limiter: RateLimiter, rule: RateRule) {
  const keyOf = (request: FastifyRequest) => String(request.user?.id ?? 'anonymous')
  return {
    preHandler: async (request: FastifyRequest) => limiter.assertAllowed(rule, keyOf(request)),
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode < 300) await limiter.hit(rule, keyOf(request))
    },
  }
}
