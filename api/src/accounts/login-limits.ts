import { ApiError } from '../http/api-error.js'
import { RATE_RULES, type RateLimiter, type RateRule, tooMany } from '../http/rate-limit.js'

/**
 * The limits of logging in (ADR 0074), as OWASP's authentication guidance puts them: only wrong
 * passwords count, per account and per address apart, and only once the password has been
 * checked. A correct password counts nothing and forgives its account's failures; an answer
 * "busy" (the hashing queue full) counts nothing anywhere. A device that logged in to the account
 * before (a trusted-device cookie) is not stopped by the account's or the address's count, which
 * strangers fill: its own failures are counted per device.
 *
 * Counting after the check would let a burst of parallel guesses all be checked before the first
 * failure is counted, so checks in flight hold the budget left: past it, a request is told the
 * server is busy (503, a second's Retry-After, nothing counted) and, asking again, finds the
 * failures counted. Admitting a check and counting a failure take the same keys' lock in turn, so
 * a failure is always seen either in flight or counted, never neither (a count is a round trip
 * to PostgreSQL). In flight is counted per process: API instances sharing PostgreSQL's counts may
 * each let the budget left through at once.
 */
export function createLoginLimits(limiter: RateLimiter) {
  const inFlight = new Map<string, number>()
  const locked = keyedLock()
  const flightKey = (rule: RateRule, key: string) => `${rule.name}:${key.toLowerCase()}`
  const move = (keys: string[], by: number) => {
    for (const key of keys) {
      const now = (inFlight.get(key) ?? 0) + by
      if (now > 0) inFlight.set(key, now)
      else inFlight.delete(key)
    }
  }

  return {
    /**
     * Lets one login attempt be checked, or refuses it: 429 when a count it falls under is
     * full, 503 when the checks already under way would fill it. Nothing is counted here.
     */
    async begin(who: { email: string; address: string; device: string | undefined }) {
      const counts: [RateRule, string][] = who.device
        ? [[RATE_RULES.loginFailuresPerDevice, who.device]]
        : [
            [RATE_RULES.loginFailuresPerAccount, who.email],
            [RATE_RULES.loginFailuresPerIp, who.address],
          ]
      const flights = counts.map(([rule, key]) => flightKey(rule, key))
      await locked(flights, async () => {
        const states = await Promise.all(counts.map(([rule, key]) => limiter.peek(rule, key)))
        const full = states.find((state, i) => state.hits >= (counts[i]?.[0].limit ?? 0))
        if (full) throw tooMany(full.msLeft)
        const crowded = flights.some(
          (key, i) =>
            (inFlight.get(key) ?? 0) >= (counts[i]?.[0].limit ?? 0) - (states[i]?.hits ?? 0),
        )
        if (crowded) throw new ApiError(503, 'server_busy', {}, { 'retry-after': '1' })
        move(flights, 1)
      })
      let ended = false
      const end = () => {
        if (!ended) move(flights, -1)
        ended = true
      }
      return {
        /** A wrong password: counted on each count it falls under. */
        async failed() {
          await locked(flights, async () => {
            try {
              await Promise.all(counts.map(([rule, key]) => limiter.count(rule, key)))
            } finally {
              end()
            }
          })
        },
        /**
         * The right password: the account's failures (or the device's) are forgiven; the
         * address's stay, and a trusted device leaves the account's to whoever filled them.
         */
        async succeeded() {
          try {
            const [rule, key] = counts[0] as [RateRule, string]
            await limiter.clear(rule, key)
          } finally {
            end()
          }
        },
        /** No answer about the password (busy, or a failure of ours): nothing is counted. */
        abandoned: end,
      }
    },
  }
}

export type LoginLimits = ReturnType<typeof createLoginLimits>

/** Runs `work` holding every one of `keys` (taken in one order, so two callers never deadlock). */
function keyedLock() {
  const tails = new Map<string, Promise<void>>()
  return async <T>(keys: string[], work: () => Promise<T>): Promise<T> => {
    const releases: (() => void)[] = []
    try {
      for (const key of [...new Set(keys)].sort()) {
        const previous = tails.get(key) ?? Promise.resolve()
        let release = () => {}
        const mine = new Promise<void>((resolve) => {
          release = resolve
        })
        const tail = previous.then(() => mine)
        tails.set(key, tail)
        releases.push(() => {
          release()
          if (tails.get(key) === tail) tails.delete(key)
        })
        await previous
      }
      return await work()
    } finally {
      for (const release of releases) release()
    }
  }
}
