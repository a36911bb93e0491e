import type { LoginTiming } from './api-under-test.js'
import type { LoadFigures } from './load.js'

export interface Target {
  name: string
  /** The figure, as printed */
  figure: string
  met: boolean
}

const count = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })
const LABEL_WIDTH = 37

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${count.format(value)} ms`

/** One line of a read under load: requests per second, p99 latency, bytes per answer. */
export function loadLine(label: string, figures: LoadFigures): string {
  const line = [
    label.padEnd(LABEL_WIDTH),
    `${count.format(figures.requestsPerSecond)} req/s`.padStart(12),
    `p99 ${ms(figures.p99)}`.padStart(13),
    `${count.format(figures.bytesPerAnswer)} B/answer`.padStart(17),
  ].join('')
  const unexpected = Object.entries(figures.statuses).filter(([status]) => !status.startsWith('2'))
  if (unexpected.length === 0 && figures.errors === 0) return line
  const what = unexpected.map(([status, n]) => `${n}× ${status}`)
  if (figures.errors > 0) what.push(`${figures.errors} connection errors or timeouts`)
  return `${line}   (!) ${what.join(', ')}`
}

/** Real logins timed one after another: how many, the slowest and the median. */
export function loginLine(label: string, logins: LoginTiming[]): string {
  const sorted = logins.map((login) => login.ms).sort((a, b) => a - b)
  const slowest = sorted.at(-1) ?? 0
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const over = logins.some((login) => login.timedOut) ? 'over ' : ''
  return `${label.padEnd(LABEL_WIDTH)}${logins.length} in a row: slowest ${over}${ms(slowest)}, median ${ms(median)}`
}

export function targetLines(targets: Target[]): string[] {
  return targets.map(
    ({ name, figure, met }) => `  ${met ? 'met   ' : 'MISSED'}  ${name.padEnd(48)} ${figure}`,
  )
}
