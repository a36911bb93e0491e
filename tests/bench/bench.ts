import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { haulierWithDrivers } from './haulier.js'
import { type Engine, startReference, startStack } from './stack.js'

/**
 * `npm run bench`: the gateway against the REST API directly, for the same data, on loopback,
 * on each database engine (BENCH_ENGINES, default `pglite,postgres`; PostgreSQL at
 * TEST_DATABASE_URL). The gateway is called as the web calls it: a persisted document's hash by
 * GET. The two sides take turns (ROUNDS rounds of SECONDS each, CONNECTIONS concurrent
 * connections, after a warm-up), so a neighbour's load on a shared machine weighs on both alike.
 * Throughput is the mean of the rounds, p50 their median, p99 the worst round's. The machine's
 * load average is printed beside the figures. About a minute per engine. BENCH_CPU_PROF=<folder>
 * runs both programs under `node --cpu-prof`, their profiles written there when they stop;
 * BENCH_ONLY=<text> measures only the rows whose label holds it (a profile of one row).
 *
 * The news list is measured twice against the same REST read. First as the web's news page asks
 * for it (its own persisted query, cards without article bodies): what a reader's visit costs.
 * Then with every field the REST answer carries, so both sides send the same content: there the
 * load generator reading the bytes is what limits both, and the ratio is about 1.
 *
 * The drivers are read as a client polling its list reads them: the same session asks for the
 * same unchanged list again and again. The API's side is a plain read, as any client sends it
 * first. The gateway keeps the session's answer and asks the API with If-None-Match each time
 * (ADR 0071): a 304 of the API, then the stored answer. Then the same list as a first read (or a
 * changed list, which costs the same: the stored answer is dropped and the operation runs): each
 * request carries a variable of its own, so the gateway never holds its answer and runs the
 * operation every time, without a revalidation. Two other programs take the gateway's place in
 * that row's rounds, for the same read (reference-fronts.ts): a bare hop (node:http and undici,
 * nothing else), the least any program between the client and the API costs, and Apollo Server
 * on Fastify as its documentation sets it up, with one resolver and none of the portal's own
 * work. The row ends with each one's CPU per request against the API's alone.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const CONNECTIONS = 32
const DRIVERS = 20
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[]
/** Only the rows whose label holds this text (BENCH_ONLY='first read'); all by default. */
const ONLY = process.env.BENCH_ONLY ?? ''

/** The web's persisted documents: the news page's own query is measured as the page sends it. */
const WEB_DOCUMENTS: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
)
const webDocument = (operation: string) => {
  const found = Object.values(WEB_DOCUMENTS).find((document) =>
    new RegExp(`\\bquery ${operation}\\b`).test(document),
  )
  if (!found) throw new Error(`The web has no persisted query ${operation}; run npm run codegen`)
  return found
}

/** The documents the benchmark's gateway accepts by hash, as it accepts the web's. */
const DOCUMENTS = {
  newsPage: webDocument('NewsPage'),
  /** Every field the REST answer carries, article bodies in three languages included. */
  newsEveryField: `query BenchNews { newsPage(page: 1) { items { id title { tm ru en } bodyHtml { tm ru en }
    posterUrl publishedAt views } pageInfo { totalCount } } }`,
  drivers:
    'query BenchDrivers { drivers(kind: INDIVIDUAL) { id name surname patronymic licenceNumber licenceExpiresOn } }',
  /**
   * The same list with a variable of each request's own (a type's name nobody has, answered null
   * by the schema itself, no REST call): each request is a key the gateway has never kept.
   */
  driversFirstRead: `query BenchDriversFirstRead($read: String!) { drivers(kind: INDIVIDUAL) { id name surname
    patronymic licenceNumber licenceExpiresOn } read: __type(name: $read) { name } }`,
}
const hashOf = (document: string) => `sha256:${createHash('sha256').update(document).digest('hex')}`

interface Scenario {
  name: string
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Rewrites each request's path before it is sent (a first read: a key never seen before). */
  eachPath?: (count: number) => string
  /** The process in front of the API, when it is not the gateway (a reference program). */
  frontPid?: number
}

interface Measure {
  rps: number
  p50: number
  p99: number
  errors: number
  /**
   * Milliseconds of CPU each program spent per request (Linux; NaN elsewhere): the API's, and
   * that of the program in front of it (the gateway, or a reference program in its place).
   */
  cpu: { api: number; front: number }
}

/** The programs' process ids, whose CPU time is read around each measurement. */
interface Pids {
  api: number
  gateway: number
}

/**
 * A process's CPU time so far in ms (user + system, from /proc). Unlike requests per second,
 * CPU per request barely depends on what else the machine runs.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/** autocannon's per-request hook: a path of its own for every request sent. */
function eachRequest(pathOf: (count: number) => string) {
  let count = 0
  return (request: { path?: string }) => {
    count += 1
    request.path = pathOf(count)
    return request
  }
}

async function measure(scenario: Scenario, seconds: number, pids: Pids): Promise<Measure> {
  const front = scenario.frontPid ?? pids.gateway
  const before = { api: cpuMs(pids.api), front: cpuMs(front) }
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    ...(scenario.eachPath ? { requests: [{ setupRequest: eachRequest(scenario.eachPath) }] } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  })
  const requests = Math.max(1, result.requests.total)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu: {
      api: (cpuMs(pids.api) - before.api) / requests,
      front: (cpuMs(front) - before.front) / requests,
    },
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
    cpu: {
      api: rounds.reduce((sum, m) => sum + m.cpu.api, 0) / rounds.length,
      front: rounds.reduce((sum, m) => sum + m.cpu.front, 0) / rounds.length,
    },
  }
}

/** A persisted document by GET, as the web's Apollo Client sends it. */
const persisted = (
  document: string,
  options: { token?: string; operationName?: string; variables?: Record<string, unknown> } = {},
): Omit<Scenario, 'name'> & { path: string } => ({
  path: `/graphql?${new URLSearchParams({
    ...(options.operationName ? { operationName: options.operationName } : {}),
    ...(options.variables ? { variables: JSON.stringify(options.variables) } : {}),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(document) } }),
  })}`,
  headers: {
    'apollo-require-preflight': 'true',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  },
  url: '',
})

/** A GraphQL error still answers 200: the gateway's answer is checked once before it is timed. */
async function answersData(scenario: Scenario) {
  const response = await fetch(scenario.url, { headers: scenario.headers })
  const answer = (await response.json()) as { data?: unknown; errors?: unknown }
  if (!response.ok || answer.errors || !answer.data) {
    throw new Error(`${scenario.url} answered ${response.status} ${JSON.stringify(answer)}`)
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

/** The reference programs' query: the gateway's first read, field for field. */
const REFERENCE_DOCUMENT = `query ReferenceFirstRead($read: String!) { drivers { id name surname
  patronymic licenceNumber licenceExpiresOn } read: __type(name: $read) { name } }`

/** A reference program in the gateway's place, asked as the gateway is (a variable of its own). */
function referenceScenario(
  name: string,
  reference: { url: string; pid: number },
  token: string,
): Scenario {
  const pathOf = (count: number) =>
    `/graphql?${new URLSearchParams({
      query: REFERENCE_DOCUMENT,
      variables: JSON.stringify({ read: `r${count}` }),
    })}`
  return {
    name,
    url: reference.url + pathOf(0),
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    eachPath: pathOf,
    frontPid: reference.pid,
  }
}

interface Pair {
  label: string
  api: Scenario
  gateway: Scenario
  /** Other programs measured in the gateway's place, in the same rounds. */
  references?: Scenario[]
}

async function benchEngine(engine: Engine, manifest: string): Promise<string[]> {
  const stack = await startStack(engine, manifest)
  const references: Awaited<ReturnType<typeof startReference>>[] = []
  try {
    references.push(
      ...(await Promise.all([
        startReference('hop', stack.apiUrl),
        startReference('apollo', stack.apiUrl),
      ])),
    )
    const token = await haulierWithDrivers(stack.apiUrl, stack.dataDir, DRIVERS)
    const [hop, apollo] = references
    const through = (scenario: ReturnType<typeof persisted>): Scenario => ({
      name: 'gateway',
      url: stack.gatewayUrl + scenario.path,
      headers: scenario.headers,
    })
    const pairs: Pair[] = [
      {
        label:
          "news list, as the news page asks it (public, the gateway answers from its cache; the API's answer also carries every article's body)",
        api: { name: 'API', url: `${stack.apiUrl}/api/news-all/1` },
        gateway: through(
          persisted(DOCUMENTS.newsPage, { operationName: 'NewsPage', variables: { page: 1 } }),
        ),
      },
      {
        label:
          'news list, every field the API sends (article bodies in three languages: the same bytes on both sides)',
        api: { name: 'API', url: `${stack.apiUrl}/api/news-all/1` },
        gateway: through(persisted(DOCUMENTS.newsEveryField)),
      },
      {
        label: `a haulier's ${DRIVERS} drivers, unchanged (authenticated; the gateway revalidates the session's answer with the API)`,
        api: {
          name: 'API',
          url: `${stack.apiUrl}/api/drivers/0`,
          headers: { authorization: `Bearer ${token}` },
        },
        gateway: through(persisted(DOCUMENTS.drivers, { token })),
      },
      {
        label: `a haulier's ${DRIVERS} drivers, first read (a changed list: no answer kept, no revalidation; the gateway runs the operation)`,
        api: {
          name: 'API',
          url: `${stack.apiUrl}/api/drivers/0`,
          headers: { authorization: `Bearer ${token}` },
        },
        gateway: {
          ...through(persisted(DOCUMENTS.driversFirstRead, { token, variables: { read: 'r0' } })),
          eachPath: (count) =>
            persisted(DOCUMENTS.driversFirstRead, { token, variables: { read: `r${count}` } }).path,
        },
        references: [
          ...(hop ? [referenceScenario('bare hop', hop, token)] : []),
          ...(apollo ? [referenceScenario('Apollo', apollo, token)] : []),
        ],
      },
    ]
    const rows: string[] = []
    for (const { label, api, gateway, references = [] } of pairs.filter((pair) =>
      pair.label.includes(ONLY),
    )) {
      const fronts = [...references, gateway]
      for (const front of fronts) await answersData(front)
      // Warm-up: connections, JIT, the gateway's document and public caches.
      for (const scenario of [api, ...fronts]) await measure(scenario, 1, stack.pids)
      const rounds = new Map<Scenario, Measure[]>(
        [api, ...fronts].map((scenario) => [scenario, []]),
      )
      for (let round = 0; round < ROUNDS; round++) {
        for (const scenario of [api, ...fronts]) {
          rounds.get(scenario)?.push(await measure(scenario, SECONDS, stack.pids))
        }
      }
      const measured = (scenario: Scenario) => combined(rounds.get(scenario) ?? [])
      const a = measured(api)
      const line = (name: string, m: Measure, front: string) =>
        `  ${name.padEnd(9)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   CPU per request: API ${m.cpu.api.toFixed(2)} ms, ${front} ${m.cpu.front.toFixed(2)} ms${m.errors ? `   ${m.errors} errors` : ''}`
      // Against the API's CPU per request when it is asked directly: the program in front
      // alone, and the whole read (that program and the API's share behind it).
      const ratio = (m: Measure) =>
        `${(m.cpu.front / a.cpu.api).toFixed(2)}× (with the API's share ${((m.cpu.front + m.cpu.api) / a.cpu.api).toFixed(2)}×)`
      const g = measured(gateway)
      rows.push(
        `${label}`,
        line('API', a, 'gateway'),
        ...references.map((reference) => line(reference.name, measured(reference), 'it')),
        line('gateway', g, 'gateway'),
        `  gateway / API throughput: ${(g.rps / a.rps).toFixed(2)}×`,
        ...(references.length > 0
          ? [
              `  CPU per request against the API's alone: ${[...references, gateway].map((front) => `${front.name} ${ratio(measured(front))}`).join('; ')}`,
            ]
          : []),
        '',
      )
    }
    return rows
  } finally {
    await Promise.all(references.map((reference) => reference.stop()))
    await stack.close()
  }
}

async function main() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-documents-'))
  const manifest = path.join(folder, 'persisted-documents.json')
  await writeFile(
    manifest,
    JSON.stringify(Object.fromEntries(Object.values(DOCUMENTS).map((d) => [hashOf(d), d]))),
  )
  try {
    for (const engine of ENGINES) {
      const before = load()
      const rows = await benchEngine(engine, manifest)
      process.stdout.write(
        `\nBenchmark on ${engine}: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, loopback, production settings; load average ${before} before, ${load()} after (${os.cpus().length} cores)\n\n${rows.join('\n')}`,
      )
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error)
  process.exit(1)
})
