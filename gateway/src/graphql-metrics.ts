import type { ApolloServerPlugin } from '@apollo/server'
import { Counter, Histogram, type Registry } from 'prom-client'
import type { UpstreamFailureKind } from './rest/upstream.js'

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g

/** The operation names the web's persisted documents declare: the only names used as labels. */
export function operationNamesOf(documents: Iterable<string>): Set<string> {
  const names = new Set<string>()
  for (const document of documents) {
    for (const match of document.matchAll(OPERATION_NAME)) names.add(match[1] as string)
  }
  return names
}

/**
 * GraphQL operations timed by name (ADR 0097). A name is a label only when the web's manifest
 * declares it; an operation without one is "anonymous" and any other name "other", so a client
 * inventing names adds no series.
 */
export function graphqlMetrics(registry: Registry, knownNames: Set<string>) {
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from reading a GraphQL request to its answer, by operation name and outcome',
    labelNames: ['operation', 'outcome'],
    buckets: SECONDS,
    registers: [registry],
  })
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Calls to the REST API that failed, by kind (timeout, unreachable, unavailable, error)',
    labelNames: ['kind'],
    registers: [registry],
  })
  const labelOf = (name: string | null | undefined) =>
    !name ? 'anonymous' : knownNames.has(name) ? name : 'other'

  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = performance.now()
      return {
        async willSendResponse({ operationName, response }) {
          const body = response.body
          const failed =
            body.kind === 'single' ? (body.singleResult.errors?.length ?? 0) > 0 : false
          operations.observe(
            { operation: labelOf(operationName), outcome: failed ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          )
        },
      }
    },
  }
  return {
    plugin,
    upstreamFailed: (kind: UpstreamFailureKind) => upstreamErrors.inc({ kind }),
  }
}
