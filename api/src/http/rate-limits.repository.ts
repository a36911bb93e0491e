import type { Db } from '../db/database.js'

/** The windows of rate-limiter-flexible's store (table `rate_limits`, migration 004). */
export function rateLimitsRepository(db: Db) {
  return {
    /** Removes windows that ended before `before` (epoch milliseconds, as the store keeps them). */
    async removeEndedBefore(before: number) {
      await db.deleteFrom('rate_limits').where('expire', '<', before).execute()
    },
  }
}
