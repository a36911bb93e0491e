import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  type ParseOptions,
  parse,
  specifiedRules,
  subscribe,
  type ValidationRule,
  validate,
} from 'graphql'
import type { GatewayContext } from '../context.js'
import { langOf, type MessageKey, say } from '../i18n/messages.js'
import type { Upstream } from '../rest/upstream.js'
import { callerOf, tokenOf } from '../session.js'
import { LiveSource, readLiveEvents } from './live-source.js'

/**
 * Limits of the live streams (ADR 0107): streams one session holds on one gateway (its tabs),
 * a comment line so that no proxy takes a quiet stream for a dead one, and how soon a browser
 * reconnects after a stream ends, and how far back a new stream starts.
 */
export const STREAM_LIMITS = {
  perSession: 6,
  heartbeatMs: 15_000,
  retryMs: 2_000,
  replaySeconds: 10,
}

export interface StreamOptions {
  schema: GraphQLSchema
  validationRules: readonly ValidationRule[]
  parseOptions: ParseOptions
  upstream: Upstream
  cookieName: string
  /** The persisted documents' hook of /graphql: a `documentId` becomes its document. */
  persisted: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  /** The context /graphql's resolvers get, for this request. */
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<GatewayContext>
}

/**
 * `GET /graphql/stream`: a subscription as Server-Sent Events, in the GraphQL over SSE
 * protocol's distinct connections mode (`event: next` with an execution result, `event:
 * complete`), each event with the API's event id on an `id:` line. EventSource sends it back as
 * `Last-Event-ID` when it reconnects, and the stream resumes after it; the first event (`ready`)
 * names the id it starts from, so a stream cut before any change resumes too. Authenticated by the session cookie.
 */
export function streamRoutes(app: FastifyInstance, options: StreamOptions) {
  const open = new Map<string, number>()
  const streams = new Set<AbortController>()
  // A stopping gateway ends its streams; the browsers reconnect (to another gateway) and resume.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.abort()
  })

  app.get('/graphql/stream', async (request, reply) => {
    const lang = langOf(request.headers['accept-language'])
    const refuse = (status: number, key: MessageKey, code: string) =>
      reply.code(status).send({ errors: [{ message: say(lang, key), extensions: { code } }] })
    await options.persisted(request, reply)
    if (reply.sent) return
    const params = (request.query ?? {}) as Record<string, unknown>
    const document = documentOf(params, options)
    if ('errors' in document) return reply.code(400).send({ errors: document.errors })
    if (getOperationAST(document.node)?.operation !== 'subscription') {
      return refuse(400, 'subscriptions_only', 'BAD_REQUEST')
    }
    const { token } = tokenOf(request, options.cookieName)
    if (!token) return refuse(401, 'session_ended', 'UNAUTHENTICATED')
    const key = createHash('sha256').update(token).digest('hex')
    if ((open.get(key) ?? 0) >= STREAM_LIMITS.perSession) {
      return refuse(429, 'too_many_streams', 'RATE_LIMITED')
    }

    // The session is checked (and the id to start from read) before the stream's headers go
    // out. A new stream starts a few seconds back: its page read its data a moment before the
    // stream opened, and a change in between is told (a change the page shows already asks
    // nothing again).
    const caller = callerOf(request, token, lang)
    const resumed = lastEventIdOf(request, params)
    const first = await readLiveEvents(options.upstream, caller, {
      recent: resumed === undefined ? STREAM_LIMITS.replaySeconds : undefined,
    }).catch(() => undefined)
    if (!first) return refuse(503, 'upstream_unavailable', 'UPSTREAM_UNAVAILABLE')
    if (!first.ok) {
      if (first.status === 401) return refuse(401, 'session_ended', 'UNAUTHENTICATED')
      // The API lets every member and every operator read the events: its 403 is a client
      // removed or suspended from the session's company.
      if (first.status === 403) return refuse(403, 'not_a_member', 'FORBIDDEN')
      return refuse(503, 'upstream_unavailable', 'UPSTREAM_UNAVAILABLE')
    }
    const after =
      resumed !== undefined && resumed <= first.body.latest ? resumed : first.body.latest

    const stop = new AbortController()
    const source = new LiveSource(options.upstream, caller, after, stop.signal)
    const context = { ...(await options.contextOf(request, reply)), live: source }
    const result = await subscribe({
      schema: options.schema,
      document: document.node,
      contextValue: context,
      variableValues: variablesOf(params.variables),
    })
    if (!(Symbol.asyncIterator in result)) {
      // Variables that do not fit the document: what /graphql answers BAD_USER_INPUT.
      const messages = ((result as ExecutionResult).errors ?? []).map((error) => error.message)
      return reply.code(400).send(coded('BAD_USER_INPUT', messages))
    }

    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx passes each event on at once (deploy/nginx.conf turns buffering off too).
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    })
    // The first event names where the stream starts, so that a page that opens a stream of its
    // own again (EventSource gave up) resumes from there even before any change came.
    raw.write(`retry: ${STREAM_LIMITS.retryMs}\nid: ${after}\nevent: ready\ndata: {}\n\n`)
    open.set(key, (open.get(key) ?? 0) + 1)
    streams.add(stop)
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), STREAM_LIMITS.heartbeatMs)
    const end = () => {
      if (stop.signal.aborted) return
      stop.abort()
      void result.return?.(undefined)
    }
    raw.once('close', end)
    try {
      for await (const payload of result) {
        raw.write(`id: ${source.current}\nevent: next\ndata: ${JSON.stringify(payload)}\n\n`)
      }
      if (!raw.destroyed) raw.write('event: complete\ndata:\n\n')
    } finally {
      clearInterval(heartbeat)
      streams.delete(stop)
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
      end()
      raw.end()
    }
  })
}

/** The request's document, parsed and validated as /graphql would, or its errors. */
function documentOf(
  params: Record<string, unknown>,
  options: Pick<StreamOptions, 'schema' | 'validationRules' | 'parseOptions'>,
): { node: DocumentNode } | ReturnType<typeof coded> {
  if (typeof params.query !== 'string') {
    return coded('BAD_REQUEST', ['A subscription document (`query`) is required.'])
  }
  let node: DocumentNode
  try {
    node = parse(params.query, options.parseOptions)
  } catch (error) {
    return coded('GRAPHQL_PARSE_FAILED', [(error as Error).message])
  }
  const errors = validate(options.schema, node, [...specifiedRules, ...options.validationRules])
  return errors.length > 0
    ? coded(
        'GRAPHQL_VALIDATION_FAILED',
        errors.map((error) => error.message),
      )
    : { node }
}

/** Errors with the code /graphql gives the same failure (docs/gateway/error-codes.md). */
function coded(code: string, messages: string[]) {
  return { errors: messages.map((message) => ({ message, extensions: { code } })) }
}

/** The URL's `variables` (JSON), when there are any; a malformed one counts as none. */
function variablesOf(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The id to resume after: EventSource's Last-Event-ID header, or `lastEventId` in the URL. */
function lastEventIdOf(request: FastifyRequest, params: Record<string, unknown>) {
  const given = request.headers['last-event-id'] ?? params.lastEventId
  if (typeof given !== 'string' || !/^\d{1,15}$/.test(given)) return undefined
  return Number(given)
}
