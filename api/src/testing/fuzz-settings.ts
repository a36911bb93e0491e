import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The fuzz tests' size and seed from FUZZ_RUNS and FUZZ_SEED (vitest.config.ts reads them):
     * 0 for the short run of `npm test`, with its fixed seed.
     */
    fuzz: { runs: number; seed: number }
  }
}

/** The seed of every short run: a failure `npm test` shows is the same on every machine. */
export const SHORT_SEED = 20261127

/**
 * How many cases a fuzz test runs and from which seed: `shortRuns` and SHORT_SEED in `npm test`,
 * FUZZ_RUNS and FUZZ_SEED when given (`npm run fuzz`). The seed is printed with a failure; run
 * it again with FUZZ_SEED (and the same FUZZ_RUNS) to see the same cases.
 */
export function fuzzSettings(shortRuns: number): { runs: number; seed: number } {
  const { runs, seed } = inject('fuzz')
  return { runs: runs > 0 ? runs : shortRuns, seed: seed !== 0 ? seed : SHORT_SEED }
}

/** `total` cases spread over `parts` properties, at least `least` each. */
export const runsEach = (total: number, parts: number, least = 1) =>
  Math.max(least, Math.round(total / Math.max(1, parts)))

/**
 * Text that tells of a program's insides: stack lines, source files, the machine's folders,
 * internal addresses. No answer to a client carries it.
 */
const INTERNALS =
  /\bat (?:async )?\S+ \((?:file:|node:|\/)[^)]*:\d+:\d+\)|\bat (?:file:|node:|\/)\S+:\d+:\d+|\/work\/|\/tmp\/|node_modules|ECONNREFUSED|ECONNRESET|127\.0\.0\.1:\d|\[::1\]:\d|\.[cm]?[jt]s:\d+:\d+/

/**
 * What of `text` tells of the insides (INTERNALS), or undefined; `publicUrls` are addresses the
 * program is configured to give out (a test API's public address is on loopback) and pass.
 */
export function leakIn(text: string, publicUrls: string[] = []): string | undefined {
  const cleaned = publicUrls.reduce((rest, url) => rest.replaceAll(url, '<public>'), text)
  const found = INTERNALS.exec(cleaned)
  return found ? cleaned.slice(Math.max(0, found.index - 60), found.index + 80) : undefined
}
