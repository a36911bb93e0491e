import type { ApolloServerPlugin } from '@apollo/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { keepCompressed } from './compression.js'

interface Entry {
  expires: number
  /** Encoded once, sent as it is. */
  body: Buffer
  cacheControl: string | undefined
}

interface GraphqlBody {
  query?: unknown
  operationName?: unknown
  variables?: unknown
}

/**
 * Whole answers to operations of public content only (news, pages, checkpoints, reference
 * lists), reused until their cache hint runs out. The schema gives a `maxAge` to public fields
 * only; an operation that touches anything else (a session's data, a news item whose reading is
 * counted) has no cacheable policy and is never stored. A stored answer is sent without running
 * the operation again, so the portal's most read pages cost a lookup.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
  ) {}

  private keyOf(body: unknown): string | undefined {
    if (this.maxAgeMs <= 0 || !body || typeof body !== 'object' || Array.isArray(body)) return
    const { query, operationName, variables } = body as GraphqlBody
    if (typeof query !== 'string') return
    return JSON.stringify([query, operationName ?? null, variables ?? null])
  }

  /** A Fastify hook for POST /graphql (JSON): answers from the cache when it can. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.headers['content-type']?.includes('json')) return
    const key = this.keyOf(request.body)
    const entry = key === undefined ? undefined : this.entries.get(key)
    if (!entry || entry.expires <= Date.now()) return
    const accept = request.headers.accept ?? ''
    reply.type(
      accept.includes('application/graphql-response+json')
        ? 'application/graphql-response+json; charset=utf-8'
        : 'application/json; charset=utf-8',
    )
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl)
    return reply.send(entry.body)
  }

  /** The Apollo plugin that stores answers whose whole policy is public and cacheable. */
  plugin<Context extends object>(): ApolloServerPlugin<Context> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ request, response, overallCachePolicy }) => {
          if (request.http?.method !== 'POST' || response.body.kind !== 'single') return
          const result = response.body.singleResult
          const policy = overallCachePolicy.policyIfCacheable()
          if (result.errors?.length || !policy || policy.scope === 'PRIVATE') return
          const key = this.keyOf(request)
          if (key === undefined) return
          if (this.entries.size >= this.maxEntries) this.evict()
          this.entries.set(key, {
            expires: Date.now() + Math.min(policy.maxAge * 1000, this.maxAgeMs),
            body: keepCompressed(Buffer.from(`${JSON.stringify(result)}\n`)),
            cacheControl: response.http.headers.get('cache-control'),
          })
        },
      }),
    }
  }

  private evict() {
    const now = Date.now()
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key)
    const oldest = this.entries.keys().next()
    if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value)
  }
}
