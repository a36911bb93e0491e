import os from 'node:os'
import type { LoadResult } from './mixed-load.js'
import type { Recount } from './recount.js'

const count = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${count.format(value)} ms`

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Answers with a 5xx status, over every kind. */
export function serverErrors(result: LoadResult): number {
  let total = 0
  for (const { outcomes } of result.kinds.values()) {
    for (const [outcome, n] of outcomes) if (/^HTTP 5/.test(outcome)) total += n
  }
  return total
}

/**
 * The load's report: requests per second, p50/p95/p99 of each kind, what did not answer ok by
 * code, the machine's load average, and the recount of the acknowledged writes.
 */
export function loadReport(title: string, result: LoadResult, recounted: Recount): string {
  const lines = [title]
  let all = 0
  for (const [kind, { latencies, outcomes }] of result.kinds) {
    const sorted = [...latencies].sort((a, b) => a - b)
    all += sorted.length
    const notOk = [...outcomes].filter(([outcome]) => outcome !== 'ok')
    lines.push(
      [
        `  ${kind.padEnd(14)}`,
        `${count.format(sorted.length / result.seconds)} req/s`.padStart(11),
        `p50 ${ms(percentile(sorted, 50))}`.padStart(12),
        `p95 ${ms(percentile(sorted, 95))}`.padStart(12),
        `p99 ${ms(percentile(sorted, 99))}`.padStart(12),
        notOk.length > 0 ? `   not ok: ${notOk.map(([o, n]) => `${n}× ${o}`).join(', ')}` : '',
      ].join(''),
    )
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  lines.push(
    `  all           ${count.format(all / result.seconds)} req/s, ${all} requests in ${result.seconds} s; 5xx: ${serverErrors(result)}`,
  )
  lines.push(`  load average  ${load} (1, 5, 15 min; ${os.availableParallelism()} cores)`)
  const byKind = new Map<string, number>()
  for (const write of result.writes) byKind.set(write.kind, (byKind.get(write.kind) ?? 0) + 1)
  lines.push(
    `  recount       ${recounted.checked} acknowledged writes (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')}): ` +
      (recounted.problems.length === 0
        ? 'each found exactly once'
        : `${recounted.problems.length} PROBLEMS`),
  )
  for (const problem of recounted.problems.slice(0, 20)) lines.push(`    ${problem}`)
  lines.push(
    `  retries       ${result.retryMismatches.length === 0 ? 'every retry answered its first answer' : `${result.retryMismatches.length} answered otherwise`}`,
  )
  return lines.join('\n')
}
