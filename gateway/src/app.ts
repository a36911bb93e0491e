import { randomUUID } from 'node:crypto'
import type { ApolloServerPlugin } from '@apollo/server'
import { fastifyApolloHandler } from '@as-integrations/fastify'
import fastifyCookie from '@fastify/cookie'
import { answerClientError, type ClientErrorReason } from '@tmulag/server-kit/client-errors'
import { closeConnectionsOnStop } from '@tmulag/server-kit/close-on-stop'
import { registerCompression } from '@tmulag/server-kit/compression'
import { createMetrics, registerMetrics } from '@tmulag/server-kit/metrics'
import { createReadiness, type Readiness } from '@tmulag/server-kit/readiness'
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import type { GatewayConfig } from './config.js'
import { CONNECTION_LIMITS, registerConnectionLimits, serverTimeouts } from './connection-limits.js'
import type { GatewayContext } from './context.js'
import { documentLimits } from './document-limits.js'
import { createDownloadAgent } from './downloads.js'
import { registerErrorAnswers } from './error-answers.js'
import { explorerRoutes, wantsExplorer } from './explorer.js'
import { graphqlMetrics, operationNamesOf } from './graphql-metrics.js'
import { createGraphqlServer } from './graphql-server.js'
import { healthRoutes } from './health.js'
import { langOf, type MessageKey, say } from './i18n/messages.js'
import { refuseMalformedKey } from './idempotency.js'
import { streamRoutes } from './live/stream-route.js'
import { createLoaders } from './loaders/index.js'
import { loggableUrl } from './logger.js'
import { passthroughRoutes } from './passthrough.js'
import { PersistedDocuments, urlForApollo } from './persisted-documents.js'
import { ResponseCache } from './response-cache.js'
import { restClients } from './rest/index.js'
import { PublicCache } from './rest/public-cache.js'
import { createUpstream } from './rest/upstream.js'
import { UpstreamReads } from './rest/upstream-reads.js'
import { schemaDownloadRoute } from './schema-download.js'
import { registerSecurityHeaders } from './security-headers.js'
import { callerOf, sessionCookieName, sessionOf } from './session.js'
import { SessionAnswers } from './session-answers.js'
import { sharedInFlight } from './shared-in-flight.js'
import { connectSharedRedis } from './shared-redis.js'
import { parseMultipart, UploadTracker } from './uploads.js'
import { notFound, unreadableAddress, webPagePolicy, webRoutes } from './web-app.js'

/**
 * The gateway as a Fastify app: /graphql (and its explorer), the passthroughs to the API, health,
 * and the built web when there is one. The composition root: it imports everything, nothing
 * imports it.
 */
/** The sentences of a request Node's parser refused (server-kit's client-errors.ts). */
const CLIENT_ERRORS: Record<ClientErrorReason, MessageKey> = {
  too_large: 'request_too_large',
  timeout: 'request_timeout',
  malformed: 'malformed_request',
}
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export async function buildGateway(
  config: GatewayConfig,
  options: Pick<FastifyServerOptions, 'loggerInstance'> = {},
  readiness: Readiness = createReadiness(),
) {
  const app = Fastify({
    ...options,
    // A browser's request id is kept only when short and plain; it is logged and passed on.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID()
    },
    // The browser's address: the socket's, or what the trusted proxies in front say (TRUST_PROXY).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A GraphQL request is small; files travel as multipart, which is streamed, not buffered.
    bodyLimit: 1_000_000,
    ...serverTimeouts(),
    // One line per request (below) instead of Fastify's two; errors are logged by onError.
    logController: new LogController({ disableRequestLogging: true }),
    // Node's parser refused it (headers over 16 KB, a broken Content-Length): said as a sentence.
    clientErrorHandler: answerClientError((reason) =>
      say(langOf(undefined), CLIENT_ERRORS[reason]),
    ),
    // An address that cannot be decoded names nothing: the not-found page, or a 404 (web-app.ts).
    frameworkErrors: (_error, request, reply) =>
      unreadableAddress(request, reply as FastifyReply, config.webDist, protect),
  })
  closeConnectionsOnStop(app, readiness)
  registerErrorAnswers(app)
  // The line is not even made when the level leaves it out (the URL is cleaned for it).
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level)
  app.addHook('onResponse', async (request, reply) => {
    if (!logsRequests) return
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    )
  })
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ err: error }, 'request refused')
  })
  const persisted = new PersistedDocuments(
    config.persistedDocumentsFile,
    config.persistedDocumentsOnly,
  )
  const metrics = createMetrics()
  const operations = graphqlMetrics(metrics.registry, operationNamesOf(persisted.documents()))
  registerMetrics(app, metrics, config.metricsToken, (request, reply) =>
    reply.code(404).send({ message: say(langOf(request.headers['accept-language']), 'not_found') }),
  )
  const upstream = createUpstream({
    apiUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    failed: operations.upstreamFailed,
  })
  const cache = new PublicCache(config.publicCacheSeconds * 1000)
  const downloads = createDownloadAgent()
  const https = config.publicUrl.startsWith('https:')

  // The Redis the portal's instances share (REDIS_URL, ADR 0096): requests in flight per address
  // counted across gateways, and the news' changes heard from the others.
  const shared = config.redisUrl
    ? await connectSharedRedis(config.redisUrl, config.redisKeyPrefix, app.log)
    : undefined
  registerConnectionLimits(
    app,
    config,
    shared &&
      sharedInFlight(shared.commands, config.redisKeyPrefix, 2 * CONNECTION_LIMITS.uploadMs),
  )
  await registerCompression(app)
  await app.register(fastifyCookie)
  const protect = registerSecurityHeaders(app, { https, pagePolicy: webPagePolicy(config.webDist) })
  app.addHook('onSend', async (request) => {
    request.uploadTracker?.drain()
  })
  // Multipart bodies are read by graphql-upload-minimal in preValidation, as streams.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null))

  const responseCache = new ResponseCache(config.publicCacheSeconds * 1000)
  const forgetNews = () => {
    cache.forget((path) => path.startsWith('/api/main') || path.startsWith('/api/news'))
    responseCache.clear()
  }
  // Another instance changed the news, or an API instance has just cleared its own: the answers
  // kept here go, so that a balanced read sees the change within a second. After a break in the
  // messages everything public goes.
  shared?.onPublicChange((change) => {
    if (change.kind === 'missed') cache.forget(() => true)
    forgetNews()
  })
  const sessionAnswers = new SessionAnswers(upstream, cache, sessionCookieName(https))
  const { apollo, schema, validationRules, parseOptions } = await createGraphqlServer(
    app,
    config,
    [
      operations.plugin as ApolloServerPlugin<GatewayContext>,
      responseCache.plugin<GatewayContext>(),
      sessionAnswers.plugin(),
    ],
    persisted.documents(),
  )
  const checkDocumentLimits = documentLimits(persisted.documents())
  const explorer = await explorerRoutes(app)
  const contextOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<GatewayContext> => {
    const lang = langOf(request.headers['accept-language'])
    const session = sessionOf(request, reply, https)
    const reads = new UpstreamReads(request.prefetched)
    const api = restClients(upstream, cache, callerOf(request, session.token, lang), reads)
    return {
      api,
      reads,
      loaders: createLoaders(api),
      session,
      lang,
      answerSlot: request.answerSlot,
      uploads: request.uploadTracker ?? new UploadTracker(),
      publicContentChanged() {
        forgetNews()
        shared?.publishNewsChanged()
      },
    }
  }
  const apolloHandler = fastifyApolloHandler<GatewayContext>(apollo, { context: contextOf })
  // Typed as Apollo's handler answers: the encoded answer (or the reply it streamed on).
  app.route<{ Reply: string }>({
    url: '/graphql',
    method: ['GET', 'POST'],
    async preValidation(request, reply) {
      if (request.method === 'GET' && wantsExplorer(request)) return explorer(reply)
      await refuseMalformedKey(request, reply)
      if (reply.sent) return
      if (request.headers['content-type']?.startsWith('multipart/form-data')) {
        await parseMultipart(request, reply)
        if (reply.sent) return
      }
      await persisted.hook(request, reply)
      if (reply.sent) return
      await checkDocumentLimits(request, reply)
      if (reply.sent) return
      await responseCache.hook(request, reply)
      if (reply.sent) return
      await sessionAnswers.hook(request, reply)
      if (reply.sent) return
      urlForApollo(request)
    },
    // The bytes Apollo sends are the ones a session's answer is kept as (session-answers.ts).
    async handler(request, reply) {
      const body = await apolloHandler.call(this, request, reply)
      if (typeof body === 'string' && reply.statusCode === 200) {
        sessionAnswers.sent(request.answerSlot, body)
      }
      return body
    },
  })

  // Subscriptions as Server-Sent Events (ADR 0107).
  streamRoutes(app, {
    schema,
    validationRules,
    parseOptions,
    upstream,
    cookieName: sessionCookieName(https),
    persisted: persisted.hook,
    contextOf,
  })
  schemaDownloadRoute(app)
  passthroughRoutes(app, upstream, downloads, sessionCookieName(https))
  healthRoutes(app, readiness)

  if (config.webDist) await webRoutes(app, config.webDist)
  else {
    // Fastify's own answer would log the whole URL (a reset link's code with it).
    app.setNotFoundHandler(notFound)
  }

  // onClose runs once the requests under way have been answered: a call to the API still open
  // then has no one waiting for it (a client that went away mid-stream), so it is cut, not awaited.
  app.addHook('onClose', async () => {
    await apollo.stop()
    await Promise.all([upstream.agent.destroy(), downloads.destroy()])
    shared?.close()
  })
  return { app, persistedDocuments: persisted.size, readiness }
}
