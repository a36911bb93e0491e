import autocannon from 'autocannon'
import { haulierWithDrivers } from './haulier.js'
import { startStack } from './stack.js'

/**
 * `npm run bench`: the gateway against the REST API directly, for the same data, on loopback.
 * The two sides take turns (ROUNDS rounds of SECONDS each, CONNECTIONS concurrent connections,
 * after a warm-up), so a neighbour's load on a shared machine weighs on both alike. Throughput is
 * the mean of the rounds, p50 their median, p99 the worst round's. About a minute in all.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const CONNECTIONS = 10

interface Scenario {
  name: string
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

interface Measure {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(scenario: Scenario, seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections: CONNECTIONS,
    duration: seconds,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

function combined(rounds: Measure[]): Measure {
  const sorted = (values: number[]) => [...values].sort((x, y) => x - y)
  const p50s = sorted(rounds.map((m) => m.p50))
  return {
    rps: rounds.reduce((sum, m) => sum + m.rps, 0) / rounds.length,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...rounds.map((m) => m.p99)),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  }
}

const graphql = (query: string, token?: string): Omit<Scenario, 'name' | 'url'> => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify({ query }),
})

async function main() {
  const stack = await startStack()
  try {
    const token = await haulierWithDrivers(stack.apiUrl, stack.dataDir, 10)
    const pairs: { label: string; api: Scenario; gateway: Scenario }[] = [
      {
        label: 'news list (public)',
        api: { name: 'API', url: `${stack.apiUrl}/api/news-all/1` },
        gateway: {
          name: 'gateway',
          url: `${stack.gatewayUrl}/graphql`,
          ...graphql(`{ newsPage(page: 1) { items { id title { tm ru en } bodyHtml { tm ru en }
            posterUrl publishedAt views } pageInfo { totalCount } } }`),
        },
      },
      {
        label: "a haulier's drivers (authenticated)",
        api: {
          name: 'API',
          url: `${stack.apiUrl}/api/drivers/0`,
          headers: { authorization: `Bearer ${token}` },
        },
        gateway: {
          name: 'gateway',
          url: `${stack.gatewayUrl}/graphql`,
          ...graphql(
            '{ drivers(kind: INDIVIDUAL) { id name surname patronymic licenceNumber licenceExpiresOn } }',
            token,
          ),
        },
      },
    ]
    const rows: string[] = []
    for (const { label, api, gateway } of pairs) {
      // Warm-up: connections, JIT, the gateway's document and public caches.
      await measure(api, 1)
      await measure(gateway, 1)
      const rounds = { api: [] as Measure[], gateway: [] as Measure[] }
      for (let round = 0; round < ROUNDS; round++) {
        rounds.api.push(await measure(api, SECONDS))
        rounds.gateway.push(await measure(gateway, SECONDS))
      }
      const a = combined(rounds.api)
      const g = combined(rounds.gateway)
      const line = (name: string, m: Measure) =>
        `  ${name.padEnd(8)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms${m.errors ? `   ${m.errors} errors` : ''}`
      rows.push(
        `${label}`,
        line('API', a),
        line('gateway', g),
        `  gateway / API throughput: ${(g.rps / a.rps).toFixed(2)}×`,
        '',
      )
    }
    process.stdout.write(
      `\nBenchmark: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, loopback, production settings\n\n${rows.join('\n')}`,
    )
  } finally {
    await stack.close()
  }
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error)
  process.exit(1)
})
