import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresDatabase, runServer } from './testing/api-server.js'
import { Browser } from './testing/browser.js'

interface ReceivedSpan {
  service: string
  traceId: string
  spanId: string
  parentSpanId: string | undefined
  name: string
  attributes: Record<string, unknown>
}

type OtlpValue = { stringValue?: string; intValue?: string | number }
type OtlpAttributes = { key: string; value: OtlpValue }[]
const valuesOf = (attributes: OtlpAttributes = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue]))

/** A collector of our own: OTLP/HTTP JSON posted to /v1/traces, kept span by span. */
async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const { resourceSpans = [] } = JSON.parse(body)
        for (const resource of resourceSpans) {
          const service = String(valuesOf(resource.resource?.attributes)['service.name'])
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                attributes: valuesOf(span.attributes),
              })
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() }
}

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url))

/** The gateway as its own program (src/server.ts), as `npm start -w gateway` runs dist/. */
function runGateway(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: GATEWAY_DIR,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Portal ready at (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ child, url })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${output}`)))
  })
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let dataDir: string
const children: ChildProcess[] = []
let gatewayUrl: string

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  database = await createPostgresDatabase()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tracing-'))
  // Spans are sent a tenth of a second after they end, not the default five.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' }
  const api = await runServer({
    ...tracing,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PASSWORD_COST: '10',
    TRUST_PROXY: '127.0.0.1',
  })
  children.push(api.child)
  const gateway = await runGateway({ ...tracing, API_URL: api.url })
  children.push(gateway.child)
  gatewayUrl = gateway.url
}, 120_000)

afterAll(async () => {
  for (const child of children.reverse()) await stopped(child)
  receiver?.close()
  await database?.drop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

test('one GraphQL request is one trace: the gateway, its call to the API, and the SQL', async () => {
  const answer = await new Browser(gatewayUrl).graphql(
    'query NewsArticle { newsArticle(id: "987654") { __typename } }',
  )
  expect(answer.status).toBe(200)
  expect(answer.data).toEqual({ newsArticle: null })

  const inTrace = () => {
    const entry = receiver.spans.find(
      (span) =>
        span.service === 'tmulag-gateway' &&
        span.parentSpanId === undefined &&
        span.attributes['url.path'] === '/graphql',
    )
    return entry ? receiver.spans.filter((span) => span.traceId === entry.traceId) : []
  }
  const deadline = Date.now() + 20_000
  const isQuery = (span: ReceivedSpan) =>
    span.attributes['db.system.name'] === 'postgresql' &&
    span.attributes['db.query.text'] !== undefined
  const complete = (spans: ReceivedSpan[]) =>
    spans.some((span) => span.service === 'tmulag-api' && isQuery(span))
  while (!complete(inTrace()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const trace = inTrace()
  const services = new Set(trace.map((span) => span.service))
  expect(services).toEqual(new Set(['tmulag-gateway', 'tmulag-api']))
  // The API's request continues the gateway's call to it (traceparent), not a trace of its own.
  const apiRequest = trace.find(
    (span) => span.service === 'tmulag-api' && span.attributes['url.path'] === '/api/news/987654',
  )
  const parent = trace.find((span) => span.spanId === apiRequest?.parentSpanId)
  expect(parent?.service).toBe('tmulag-gateway')
  // The SQL the request ran: a query's span, not the pool's connecting (a new connection, when
  // the pool had none idle, has spans of its own with the same db.system.name).
  const queries = trace.filter(isQuery)
  expect(queries.length).toBeGreaterThan(0)
  expect(new Set(queries.map((span) => span.service))).toEqual(new Set(['tmulag-api']))
  // Each ran inside the API's request: its parents lead to that request's span.
  const ancestorsOf = (span: ReceivedSpan) => {
    const chain: string[] = []
    for (let at = span; at.parentSpanId; ) {
      chain.push(at.parentSpanId)
      const parentSpan = trace.find((candidate) => candidate.spanId === at.parentSpanId)
      if (!parentSpan) break
      at = parentSpan
    }
    return chain
  }
  for (const query of queries) expect(ancestorsOf(query)).toContain(apiRequest?.spanId)
  expect(new Set(trace.map((span) => span.traceId)).size).toBe(1)
}, 60_000)
