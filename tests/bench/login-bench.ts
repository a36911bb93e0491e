import os from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { type Client, startApiUnderTest } from './api-under-test.js'
import { ms } from './report.js'

/**
 * `npm run bench:logins`: how many correct logins per second the API sustains with p99 under
 * 1 s, at the production hashing cost. Logins are sent at a fixed rate (open loop, as people
 * arrive: a slow answer does not slow the arrivals), each step a higher rate, from addresses of
 * their own and over a few accounts, so no login limit is involved. A step is sustained when
 * every login succeeded (no "busy" answer) and the p99 stayed under 1 s.
 */
const RATES = (process.env.BENCH_LOGIN_RATES ?? '1,2,3,4,5,6,8,10,12')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0)
const STEP_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const ACCOUNTS = 4
const P99_TARGET_MS = 1_000
/** An answer later than this counts as a failure; every step ends within it. */
const CAP_MS = 15_000
/** The API's hashing settings, when given (PASSWORD_THREADS=1 is the sizing before ADR 0075). */
const HASHING = Object.fromEntries(
  ['PASSWORD_THREADS', 'PASSWORD_QUEUE_MS'].flatMap((name) => {
    const value = process.env[name]
    return value ? [[name, value]] : []
  }),
)

const print = (line = '') => process.stdout.write(`${line}\n`)

interface Outcome {
  ms: number
  status: 'success' | 'busy' | 'other'
}

interface Step {
  rate: number
  sent: number
  succeeded: number
  busy: number
  other: number
  p50: number
  p99: number
  sustained: boolean
}

async function login(url: string, client: Client, address: string): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${url}/api/login-post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ email: client.email, password: client.password }),
      signal: AbortSignal.timeout(CAP_MS),
    })
    const answer = (await response.json()) as { status?: string }
    const status =
      answer.status === 'success' ? 'success' : response.status === 503 ? 'busy' : 'other'
    return { ms: performance.now() - started, status }
  } catch {
    return { ms: CAP_MS, status: 'other' }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function step(url: string, clients: Client[], rate: number, first: number): Promise<Step> {
  const total = Math.round(rate * STEP_SECONDS)
  const outcomes: Promise<Outcome>[] = []
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await delay(wait)
    const n = first + i
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
    outcomes.push(login(url, clients[i % clients.length] as Client, address))
  }
  const done = await Promise.all(outcomes)
  const times = done.map((outcome) => outcome.ms).sort((a, b) => a - b)
  const count = (status: Outcome['status']) => done.filter((o) => o.status === status).length
  const succeeded = count('success')
  const p99 = percentile(times, 99)
  return {
    rate,
    sent: total,
    succeeded,
    busy: count('busy'),
    other: count('other'),
    p50: percentile(times, 50),
    p99,
    sustained: succeeded === total && p99 < P99_TARGET_MS,
  }
}

async function main() {
  const started = performance.now()
  print(`Login capacity on loopback: node ${process.version}, ${os.availableParallelism()} CPUs,`)
  print(`load average ${os.loadavg()[0]?.toFixed(1)} at the start (other work here skews figures);`)
  print(`correct logins at a fixed rate, ${STEP_SECONDS} s a step, production hashing cost.`)
  if (Object.keys(HASHING).length > 0) print(`Hashing settings: ${JSON.stringify(HASHING)}`)
  const api = await startApiUnderTest(HASHING)
  try {
    const clients: Client[] = []
    for (let i = 0; i < ACCOUNTS; i++) clients.push(await api.signUpClient())
    // A few logins first: the threads are warm and the queue's estimate has been measured.
    for (const client of clients) await login(api.url, client, '10.255.0.1')
    const steps: Step[] = []
    let first = 1
    for (const rate of RATES) {
      const result = await step(api.url, clients, rate, first)
      first += result.sent
      steps.push(result)
      print(
        `${`${rate} logins/s`.padEnd(14)}${`${result.succeeded}/${result.sent} ok`.padStart(10)}` +
          `${`${result.busy} busy`.padStart(10)}${`p50 ${ms(result.p50)}`.padStart(13)}` +
          `${`p99 ${ms(result.p99)}`.padStart(13)}   ${result.sustained ? 'sustained' : 'not sustained'}`,
      )
      // Past two failed steps the rest fail too; the queue drains before the next one.
      if (steps.slice(-2).every((s) => !s.sustained) && steps.length >= 2) break
      await delay(1_000)
    }
    const best = steps.filter((s) => s.sustained).at(-1)
    print()
    print(
      best
        ? `Sustained: ${best.rate} logins/s with p99 ${ms(best.p99)} (target: p99 < ${ms(P99_TARGET_MS)}, no busy answer)`
        : `No rate tried was sustained with p99 < ${ms(P99_TARGET_MS)}`,
    )
    print(`load average ${os.loadavg()[0]?.toFixed(1)} at the end`)
    print(`(${Math.round((performance.now() - started) / 1000)} s)`)
  } finally {
    await api.stop()
  }
}

await main()
