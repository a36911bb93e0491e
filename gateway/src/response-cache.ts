import type { ApolloServerPlugin } from '@apollo/server'
import { keepCompressed } from '@tmulag/server-kit/compression'
import type { FastifyReply, FastifyRequest } from 'fastify'

interface Entry {
  expires: number
  /** The key's and the body's bytes, counted against the cache's bound. */
  bytes: number
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
 *
 * Its memory is bounded by bytes (keys and answers together, ADR 0038), not only by entries:
 * 500 requests of 1 MB each once held 300–400 MB. Keys hold only what the operation uses
 * (document-limits.ts refuses variables it does not declare, and the document's length).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private heldBytes = 0

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The bytes the cache holds now. */
  get bytes() {
    return this.heldBytes
  }

  private keyOf(params: unknown): string | undefined {
    return this.maxAgeMs > 0 ? operationKey(params) : undefined
  }

  /** A Fastify hook for /graphql (GET, or POST of JSON): answers from the cache when it can. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = this.keyOf(operationParams(request))
    const entry = key === undefined ? undefined : this.entries.get(key)
    if (!entry || entry.expires <= Date.now()) return
    return sendStored(request, reply, entry)
  }

  /** The Apollo plugin that stores answers whose whole policy is public and cacheable. */
  plugin<Context extends object>(): ApolloServerPlugin<Context> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ request, response, overallCachePolicy }) => {
          const method = request.http?.method
          if ((method !== 'POST' && method !== 'GET') || response.body.kind !== 'single') return
          const result = response.body.singleResult
          const policy = overallCachePolicy.policyIfCacheable()
          if (result.errors?.length || !policy || policy.scope === 'PRIVATE') return
          const key = this.keyOf(request)
          if (key === undefined) return
          const body = keepCompressed(Buffer.from(`${JSON.stringify(result)}\n`))
          const bytes = Buffer.byteLength(key) + body.length
          if (bytes > this.maxBytes / 8) return
          this.remove(key)
          this.evict(bytes)
          this.entries.set(key, {
            expires: Date.now() + Math.min(policy.maxAge * 1000, this.maxAgeMs),
            bytes,
            body,
            cacheControl: response.http.headers.get('cache-control'),
          })
          this.heldBytes += bytes
        },
      }),
    }
  }

  /**
   * Forgets every stored answer. Called when public content changed through this gateway (the
   * office published or withdrew news): the next read runs its operation again.
   */
  clear() {
    this.entries.clear()
    this.heldBytes = 0
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.heldBytes -= entry.bytes
  }

  /** Makes room for one more entry of `bytes`: the expired ones go, then the oldest. */
  private evict(bytes: number) {
    const full = () =>
      this.entries.size >= this.maxEntries || this.heldBytes + bytes > this.maxBytes
    if (!full()) return
    const now = Date.now()
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key)
    for (const key of this.entries.keys()) {
      if (!full()) break
      this.remove(key)
    }
  }
}

const hasPreflightHeader = (request: FastifyRequest) =>
  Boolean(request.headers['apollo-require-preflight'] || request.headers['x-apollo-operation-name'])

/**
 * The operation of a /graphql request that a stored answer may stand for: a GET's query string
 * or a POST's JSON body, after a persisted hash was replaced by its document. A GET without a
 * preflight header is left to Apollo, which refuses it (CSRF); no cache refuses anything itself.
 */
export function operationParams(request: FastifyRequest): unknown {
  if (request.method === 'GET') return hasPreflightHeader(request) ? request.query : undefined
  return request.headers['content-type']?.includes('json') ? request.body : undefined
}

/**
 * The same key for the same operation however it came: a POST's JSON body, or a GET's query
 * string (variables as JSON text there), or Apollo's parsed request.
 */
export function operationKey(params: unknown): string | undefined {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return
  const { query, operationName, variables } = params as GraphqlBody
  if (typeof query !== 'string') return
  let values = variables ?? null
  if (typeof values === 'string') {
    try {
      values = JSON.parse(values)
    } catch {
      return
    }
  }
  return JSON.stringify([query, operationName ?? null, values])
}

/** Sends a stored answer as Apollo would have: its type as the client accepts, its caching. */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: { body: Buffer; cacheControl: string | undefined },
) {
  const accept = request.headers.accept ?? ''
  reply.type(
    accept.includes('application/graphql-response+json')
      ? 'application/graphql-response+json; charset=utf-8'
      : 'application/json; charset=utf-8',
  )
  if (stored.cacheControl) reply.header('cache-control', stored.cacheControl)
  return reply.send(stored.body)
}
