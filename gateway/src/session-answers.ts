import { createHash } from 'node:crypto'
import type { ApolloServerPlugin } from '@apollo/server'
import { keepCompressed } from '@tmulag/server-kit/compression'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AnswerSlot, GatewayContext } from './context.js'
import { langOf } from './i18n/messages.js'
import { operationKey, operationParams, sendStored } from './response-cache.js'
import { RestHttp } from './rest/http.js'
import type { PublicCache } from './rest/public-cache.js'
import type { Upstream } from './rest/upstream.js'
import { type Ingredients, prefetchedOf, type UpstreamOutcome } from './rest/upstream-reads.js'
import { callerOf, tokenOf } from './session.js'

interface Entry {
  /** The SHA-256 of the session's token, never the token. */
  session: string
  /** The key's, the body's (twice: room for its compressed forms) and the reads' bytes. */
  bytes: number
  body: Buffer
  cacheControl: string | undefined
  made: Ingredients
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the revalidation of a stored answer received, for the operation that runs instead. */
    prefetched?: Map<string, UpstreamOutcome>
    /** This request's session answer: its key, worked out once (`SessionAnswers.hook`). */
    answerSlot?: AnswerSlot
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * A session's finished answers, each used again only once the API has said that nothing it was
 * made of changed (ADR 0071). An answer is kept when every call behind it was a GET that the API
 * answered with an ETag (the fleet's lists; rest/upstream-reads.ts writes the calls down) and it
 * has no errors. When the same session sends the same operation again, the gateway asks the API
 * each of those reads with If-None-Match, under the session: if every one answers 304 (and any
 * public value it used is still the public cache's), the stored bytes are sent without running
 * the operation. Otherwise the operation runs as if nothing were stored, taking the answers just
 * received: a changed list is read once, and an ended session meets the same 401 and gets the
 * same UNAUTHENTICATED answer (and cleared cookie) it would have got anyway.
 *
 * Nothing is shared between sessions: the key holds the SHA-256 of the session's token with the
 * document, its variables and the language. A session's mutation (its logout too) or an ended
 * session drops what it kept. Resolvers compute answers from what they read and the request
 * alone (no clock, no other state), which is what makes a revalidated answer the one a run
 * would make now.
 *
 * Memory is bounded by bytes (as the public answer cache is, ADR 0038) and entries per session,
 * the least recently used going first.
 */
export class SessionAnswers {
  private readonly entries = new Map<string, Entry>()
  /** Each session's keys, oldest first. */
  private readonly sessions = new Map<string, Set<string>>()
  private heldBytes = 0

  constructor(
    private readonly upstream: Upstream,
    private readonly publicCache: PublicCache,
    private readonly cookieName: string,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxPerSession = 64,
  ) {}

  /** The bytes held now. */
  get bytes() {
    return this.heldBytes
  }

  /**
   * A Fastify hook for /graphql, after the public answer cache's: answers from a stored answer
   * the API confirms, or leaves what it received for the operation to run with.
   */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = tokenOf(request, this.cookieName)
    if (!token) return
    const lang = langOf(request.headers['accept-language'])
    const slot = this.slotOf(token, operationParams(request), lang)
    request.answerSlot = slot
    const entry = slot.key === undefined ? undefined : this.entries.get(slot.key)
    if (slot.key === undefined || !entry) return
    const { made } = entry
    if (!made.shared.every(([key, value]) => this.publicCache.holds(key, value))) return
    const http = new RestHttp(this.upstream, callerOf(request, token, lang))
    const outcomes = await Promise.all(made.reads.map((read) => http.revalidate(read)))
    if (outcomes.every((outcome) => 'answer' in outcome && outcome.answer.status === 304)) {
      this.touch(slot.key, entry)
      return sendStored(request, reply, entry)
    }
    this.remove(slot.key)
    request.prefetched = prefetchedOf(made.reads, outcomes)
  }

  /**
   * The Apollo plugin that marks a query's answer to be kept (`sent` keeps its bytes), and
   * forgets a session that wrote or ended.
   */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({
          request,
          response,
          contextValue,
          operation,
          overallCachePolicy,
        }) => {
          const token = contextValue.session.token
          if (!token) return
          // Set by the hook on /graphql; worked out here for a request that came another way.
          contextValue.answerSlot ??= this.slotOf(token, request, contextValue.lang)
          const slot = contextValue.answerSlot
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined
          const ended = result?.errors?.some(
            (error) => error.extensions?.code === 'UNAUTHENTICATED',
          )
          if (operation?.operation === 'mutation' || ended) {
            this.forgetSession(slot.session)
            return
          }
          const method = request.http?.method
          if (operation?.operation !== 'query' || (method !== 'GET' && method !== 'POST')) return
          if (!result || result.errors?.length) return
          const made = contextValue.reads.ingredients()
          if (!made || slot.key === undefined) return
          slot.keep = { made, cacheControl: cacheControlOf(overallCachePolicy.policyIfCacheable()) }
        },
      }),
    }
  }

  /**
   * Keeps the answer the plugin marked, as the bytes Apollo sent (encoded once: the answer is
   * not serialized a second time for the store).
   */
  sent(slot: AnswerSlot | undefined, body: string) {
    const keep = slot?.keep
    if (!slot || !keep || slot.key === undefined) return
    slot.keep = undefined
    const stored = keepCompressed(Buffer.from(body))
    const bytes = slot.key.length + stored.length * 2 + JSON.stringify(keep.made.reads).length
    if (bytes > this.maxBytes / 8) return
    this.remove(slot.key)
    this.makeRoom(slot.session, bytes)
    this.add(slot.key, {
      session: slot.session,
      bytes,
      body: stored,
      cacheControl: keep.cacheControl,
      made: keep.made,
    })
  }

  /** The slot of a session's request: the token and the key hashed once for the request. */
  private slotOf(token: string, params: unknown, lang: string): AnswerSlot {
    const session = sha256(token)
    const operation = operationKey(params)
    return {
      session,
      key: operation === undefined ? undefined : sha256(`${session}\n${lang}\n${operation}`),
    }
  }

  private add(key: string, entry: Entry) {
    this.entries.set(key, entry)
    this.heldBytes += entry.bytes
    const keys = this.sessions.get(entry.session) ?? new Set()
    keys.add(key)
    this.sessions.set(entry.session, keys)
  }

  /** Marks an entry as just used: the least recently used go first. */
  private touch(key: string, entry: Entry) {
    this.entries.delete(key)
    this.entries.set(key, entry)
    const keys = this.sessions.get(entry.session)
    keys?.delete(key)
    keys?.add(key)
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.heldBytes -= entry.bytes
    const keys = this.sessions.get(entry.session)
    keys?.delete(key)
    if (keys?.size === 0) this.sessions.delete(entry.session)
  }

  private forgetSession(session: string) {
    for (const key of this.sessions.get(session) ?? []) this.remove(key)
  }

  /** Makes room for one more entry of `bytes` of `session`: its oldest, then anyone's. */
  private makeRoom(session: string, bytes: number) {
    const own = this.sessions.get(session)
    while (own && own.size >= this.maxPerSession) {
      const oldest = own.values().next()
      if (oldest.done) break
      this.remove(oldest.value)
    }
    while (this.heldBytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.remove(oldest.value)
    }
  }
}

/**
 * The Cache-Control a run of the operation is sent with, which Apollo Server's own plugin sets
 * after this one has run: an answer of a session's data has no cacheable policy, so `no-store`.
 */
function cacheControlOf(policy: { maxAge: number; scope: string } | null) {
  return policy ? `max-age=${policy.maxAge}, ${policy.scope.toLowerCase()}` : 'no-store'
}
