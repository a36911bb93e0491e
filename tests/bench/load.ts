import { randomBytes, randomInt } from 'node:crypto'
import autocannon from 'autocannon'

export interface LoadSpec {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  connections: number
  seconds: number
  /**
   * Instead of one fixed request: failed logins, each with an unknown e-mail from another
   * address (`X-Forwarded-For`, trusted from loopback), as a botnet's credential stuffing comes.
   */
  badLogins?: boolean
}

export interface LoadFigures {
  requestsPerSecond: number
  /** Milliseconds */
  p99: number
  /** Mean bytes on the wire per answer, headers included */
  bytesPerAnswer: number
  answers: number
  errors: number
  statuses: Record<string, number>
}

export interface RunningLoad {
  /** Ends the load early; `figures` then covers the time it ran. */
  stop(): void
  figures: Promise<LoadFigures>
}

const badLogin: autocannon.Request = {
  setupRequest: (request) => ({
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    body: JSON.stringify({
      email: `nobody-${randomBytes(6).toString('hex')}@example.com`,
      password: 'not-the-password',
    }),
  }),
}

/** Starts a load with autocannon; it runs for `spec.seconds` unless stopped before. */
export function startLoad(spec: LoadSpec): RunningLoad {
  let instance: autocannon.Instance | undefined
  const figures = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        headers: spec.headers,
        connections: spec.connections,
        duration: spec.seconds,
        ...(spec.badLogins ? { requests: [badLogin] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  }).then(figuresOf)
  return { stop: () => instance?.stop(), figures }
}

export const runLoad = (spec: LoadSpec) => startLoad(spec).figures

function figuresOf(result: autocannon.Result): LoadFigures {
  const answers = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, { count }]) => [status, count ?? 0] as const,
  )
  return {
    requestsPerSecond: answers / result.duration,
    p99: result.latency.p99,
    bytesPerAnswer: answers > 0 ? result.throughput.total / answers : 0,
    answers,
    errors: result.errors,
    statuses: Object.fromEntries(statuses),
  }
}
