import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { answerClientError, type ClientErrorReason } from '@tmulag/server-kit/client-errors'
import { closeConnectionsOnStop } from '@tmulag/server-kit/close-on-stop'
import { registerCompression } from '@tmulag/server-kit/compression'
import { createMetrics, registerMetrics } from '@tmulag/server-kit/metrics'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { registerAccessRules } from './access/access.js'
import { accountMailJobs } from './accounts/mail-jobs.js'
import { accountRoutes } from './accounts/routes.js'
import { clientRoutes } from './clients/routes.js'
import type { ChangeBus } from './cluster/change-bus.js'
import { companyInvitations } from './companies/invitations.js'
import { companiesRoutes } from './companies/routes.js'
import { contentRoutes } from './content/routes.js'
import type { AppContext } from './context.js'
import { feedbackRoutes } from './feedback/routes.js'
import { fileRoutes } from './files/routes.js'
import { fleetRoutes } from './fleet/routes.js'
import { healthRoutes } from './health/routes.js'
import { routeValidator } from './http/ajv.js'
import { notFound, ValidationFailed } from './http/api-error.js'
import { registerCors } from './http/cors.js'
import { registerErrorHandling } from './http/error-handler.js'
import { documentCommonAnswers } from './http/schemas.js'
import { fieldWithNul } from './http/validation.js'
import { FALLBACK_LANG, negotiateLang } from './i18n/lang.js'
import { type MessageKey, translate } from './i18n/messages.js'
import { liveRoutes } from './live/live.routes.js'
import { liveEventsWritten } from './live/live-events.repository.js'
import { liveWake } from './live/live-wake.js'
import { createMailQueue } from './mail/mail-queue.js'
import { statusNoticeJob } from './mail/status-notice.js'
import { registerApiGauges } from './metrics/api-gauges.js'
import { needsMeRoutes } from './needs-me/needs-me.routes.js'
import { openApiRoutes, swaggerOptions } from './openapi/routes.js'
import { operatorRoutes } from './operators/routes.js'
import { paymentRoutes } from './payments/routes.js'
import { permitDocumentFile } from './permit-documents/permit-documents.shared.js'
import { permitDocumentRoutes } from './permit-documents/routes.js'
import { permitRoutes } from './permits/routes.js'
import { receiptLetterJob } from './receipts/receipt-letter.js'
import { receiptRoutes } from './receipts/routes.js'
import { referenceDataRoutes } from './reference/routes.js'
import { createReminderJob } from './reminders/reminder-job.js'
import { reminderRoutes } from './reminders/routes.js'
import { reminderRunRoute } from './reminders/run-route.js'
import { requestRoutes } from './requests/routes.js'
import { timelineRoutes } from './timelines/timelines.routes.js'
import './types.js'

/** The resources the program opens and closes (start.ts); the app composes the rest. */
export type AppDeps = Pick<
  AppContext,
  | 'config'
  | 'database'
  | 'mailer'
  | 'signer'
  | 'signingKey'
  | 'passwords'
  | 'limiter'
  | 'fileStore'
  | 'readiness'
  | 'changes'
>

/** The sentences of a request Node's parser refused (server-kit's client-errors.ts). */
const CLIENT_ERROR_MESSAGES: Record<ClientErrorReason, MessageKey> = {
  too_large: 'payload_too_large',
  timeout: 'request_timeout',
  malformed: 'malformed_request',
}
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** Composes the API from its parts; starting, stopping and wiring of resources is server.ts's. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    // The gateway in front of us forwards the client's address: believed from TRUST_PROXY only.
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
    // A client's request id is kept only when short and plain; it is logged and echoed.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID()
    },
    clientErrorHandler: answerClientError((reason) =>
      translate(FALLBACK_LANG, CLIENT_ERROR_MESSAGES[reason]),
    ),
    // A request must arrive whole within 5 minutes (a 7 MB upload over a slow line fits; a client
    // trickling bytes to hold a connection does not).
    requestTimeout: 5 * 60_000,
    // Failures before routing (a malformed or overlong URL) answer like every other error.
    frameworkErrors: (error, request, reply) => {
      const lang = negotiateLang(request.headers['accept-language'])
      const pathNamesNothing =
        error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ;(reply as FastifyReply)
        .code(pathNamesNothing ? 404 : 400)
        .send({ message: translate(lang, pathNamesNothing ? 'route_not_found' : 'invalid_data') })
    },
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.setValidatorCompiler(routeValidator)
  closeConnectionsOnStop(app, deps.readiness)
  app.decorateRequest('lang', 'ru')
  app.decorateRequest('user', null)
  app.decorateRequest('liveEventsAtStart', 0)
  app.addHook('onRequest', async (request, reply) => {
    request.lang = negotiateLang(request.headers['accept-language'])
    reply.header('x-request-id', request.id)
    reply.header('x-content-type-options', 'nosniff')
  })
  // What one account sees must not be kept by a shared cache or the browser's.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization || request.user) reply.header('cache-control', 'no-store')
  })

  // Only JSON (and, for uploads, multipart) bodies are read; anything else is a 415.
  app.removeContentTypeParser('text/plain')
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.schema.hide) documentCommonAnswers(route.schema)
  })
  registerAccessRules(app)
  registerErrorHandling(app)
  await registerCors(app, deps.config.corsOrigins)
  // PostgreSQL text cannot hold NUL; such input is refused before any route sees it.
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.body)
    if (field !== null) throw ValidationFailed.field(field, 'invalid')
  })
  await registerCompression(app)
  await app.register(swagger, swaggerOptions(deps.config))
  // Uploads are streamed part by part; the routes that take them set their own limits.
  await app.register(multipart, { throwFileSizeLimit: true })
  // Browser clients written against Sanctum hold their session in a cookie (sessions/).
  await app.register(cookie)

  const db = deps.database.db
  const mailQueue = createMailQueue({
    db,
    logger: app.log,
    handlers: {
      ...accountMailJobs({ ...deps, db }),
      'company-invitation': async (payload) =>
        companyInvitations({ ...deps, db }).send(Number(payload.invitationId)),
      'status-notice': statusNoticeJob({
        mailer: deps.mailer,
        attachmentOf: (permitId, lang) =>
          permitDocumentFile(db, permitId, lang, deps.config.webPublicUrl),
      }),
      receipt: receiptLetterJob({
        db,
        fileStore: deps.fileStore,
        mailer: deps.mailer,
        webPublicUrl: deps.config.webPublicUrl,
      }),
    },
  })
  const context: AppContext = {
    ...deps,
    db,
    mailQueue,
  }
  // Mail left waiting before a restart goes out once the API listens; a stop lets the letter
  // being sent finish.
  app.addHook('onReady', async () => mailQueue.start())
  app.addHook('onClose', async () => mailQueue.stop())
  app.decorate('mailQueue', mailQueue)
  app.decorate(
    'reminders',
    createReminderJob({ db, webPublicUrl: deps.config.webPublicUrl, wakeMail: mailQueue.wake }),
  )
  const metrics = createMetrics()
  registerApiGauges(metrics.registry, deps)
  registerMetrics(
    app,
    metrics,
    deps.config.metricsToken,
    () => {
      throw notFound()
    },
    { schema: { hide: true } },
  )
  await app.register(healthRoutes, context)
  await app.register(openApiRoutes)
  await app.register(accountRoutes, context)
  await app.register(contentRoutes, context)
  await app.register(referenceDataRoutes, context)
  await app.register(feedbackRoutes, context)
  await app.register(fileRoutes, context)
  await app.register(companiesRoutes, context)
  await app.register(clientRoutes, context)
  await app.register(fleetRoutes, context)
  await app.register(permitRoutes, context)
  await app.register(paymentRoutes, context)
  await app.register(receiptRoutes, context)
  await app.register(requestRoutes, context)
  await app.register(timelineRoutes, context)
  await app.register(needsMeRoutes, context)
  await app.register(reminderRoutes, context)
  if (deps.config.reminderRunOnRequest) await app.register(reminderRunRoute, context)
  await app.register(operatorRoutes, context)
  await app.register(permitDocumentRoutes, context)
  await app.register(liveRoutes, { db, wake: wakeLiveReaders(app, deps.changes) })
  return app
}

/**
 * Wakes the live events' readers (ADR 0107) when a request that saw events written ends (its
 * transaction has committed by then), here and, over the change bus, on the other instances.
 */
function wakeLiveReaders(app: FastifyInstance, changes: ChangeBus) {
  const wake = liveWake()
  const stopHearing = changes.subscribe((change) => {
    if (change.kind === 'live' || change.kind === 'missed') wake.poke()
  })
  app.addHook('onRequest', async (request) => {
    request.liveEventsAtStart = liveEventsWritten()
  })
  app.addHook('onResponse', async (request) => {
    if (liveEventsWritten() === request.liveEventsAtStart) return
    wake.poke()
    changes.publish({ kind: 'live' })
  })
  app.addHook('preClose', async () => wake.close())
  app.addHook('onClose', async () => stopHearing())
  return wake
}

export type App = Awaited<ReturnType<typeof buildApp>>
