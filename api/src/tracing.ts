import { createRequire } from 'node:module'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { NodeSDK } from '@opentelemetry/sdk-node'

/** Paths scraped or polled every few seconds: traces of them would drown the requests'. */
const UNTRACED = new Set(['/metrics', '/livez', '/readyz', '/healthz'])

/**
 * Tracing on demand (ADR 0097), started by server.ts before anything else is loaded, and only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: a request continues the trace its traceparent names
 * (the gateway's), and each PostgreSQL query is a span within it. Spans go as OTLP/HTTP JSON.
 */
export function startTracing(endpoint: string) {
  const sdk = new NodeSDK({
    serviceName: 'tmulag-api',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED.has((request.url ?? '').replace(/\?.*/s, '')),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  })
  sdk.start()
  // The API's modules are ECMAScript modules; pg is patched when first required, so it is
  // required here, before the API's import of it shares the same (now patched) module.
  createRequire(import.meta.url)('pg')
  return { stop: () => sdk.shutdown() }
}
