import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { NodeSDK } from '@opentelemetry/sdk-node'

/** Paths scraped or polled every few seconds: traces of them would drown the requests'. */
const UNTRACED = new Set(['/metrics', '/livez', '/readyz', '/healthz'])

/**
 * Tracing on demand (ADR 0097), started by server.ts before anything else is loaded, and only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: each request is a trace (or continues the one its
 * traceparent names), and each call to the REST API a span whose traceparent the API continues.
 * Spans go as OTLP/HTTP JSON.
 */
export function startTracing(endpoint: string) {
  const sdk = new NodeSDK({
    serviceName: 'tmulag-gateway',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED.has((request.url ?? '').replace(/\?.*/s, '')),
      }),
      new UndiciInstrumentation(),
    ],
  })
  sdk.start()
  return { stop: () => sdk.shutdown() }
}
