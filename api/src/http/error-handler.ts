import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseTimeout } from '../db/timeouts.js'
import { fieldLabel } from '../i18n/fields.js'
import { type MessageKey, translate } from '../i18n/messages.js'
import { ApiError, type FieldProblem, ValidationFailed } from './api-error.js'
import { problemsFromSchemaErrors } from './validation.js'

const UNPROCESSABLE = 'Unprocessable Content'

/** Fastify's own client errors, answered with a sentence instead of its English internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_ERR_NOT_FOUND: { status: 404, key: 'route_not_found' },
  // @fastify/multipart
  FST_PARTS_LIMIT: { status: 413, key: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, key: 'payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'multipart_expected' },
  FST_PROTO_VIOLATION: { status: 400, key: 'invalid_data' },
  FST_MP_PREMATURE_CLOSE: { status: 400, key: 'invalid_data' },
}

/**
 * One place turns every failure into an answer: 422 with `errors` per field, other 4xx with a
 * `message` in the request's language, and anything unexpected into a 500 that says nothing of
 * its cause (the cause goes to the log with the request id).
 */
export function registerErrorHandling(app: FastifyInstance) {
  // RFC 9110 renamed 422; Node 20 still says 'Unprocessable Entity'. Clients written to the spec
  // (the enterprise's earlier web client among them) mark fields only on the new reason phrase.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 422) reply.raw.statusMessage = UNPROCESSABLE
  })
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: translate(request.lang, 'route_not_found') })
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have set the headers of a file before failing; the error is JSON.
    for (const header of ['content-type', 'content-length', 'content-disposition']) {
      reply.removeHeader(header)
    }
    if (error.validation && error.validationContext === 'params') {
      const key = request.routeOptions.config.notFound ?? 'route_not_found'
      return reply.code(404).send({ message: translate(request.lang, key) })
    }
    if (error.validation) {
      const context = error.validationContext
      const sent =
        context === 'body' ? request.body : context === 'querystring' ? request.query : undefined
      return sendValidation(request, reply, problemsFromSchemaErrors(error.validation, sent))
    }
    if (error instanceof ValidationFailed) {
      return sendValidation(request, reply, error.problems)
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: translate(request.lang, error.messageKey, error.params) })
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
    if (known) {
      return reply.code(known.status).send({ message: translate(request.lang, known.key) })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.code(400).send({ message: translate(request.lang, 'invalid_data') })
    }
    if (isDatabaseTimeout(error)) {
      // The database is slow or stuck (ADR 0077): a moment later the same request may pass.
      request.log.warn({ err: error }, 'the database did not answer in time')
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: translate(request.lang, 'server_busy') })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: translate(request.lang, 'internal_error') })
  })
}

function sendValidation(
  request: FastifyRequest,
  reply: FastifyReply,
  problems: Record<string, FieldProblem[]>,
) {
  const lang = request.lang
  const errors: Record<string, string[]> = {}
  for (const [field, list] of Object.entries(problems)) {
    errors[field] = list.map(({ key, params }) =>
      translate(lang, key, { field: fieldLabel(lang, field), ...params }),
    )
  }
  return reply.code(422).send({ message: translate(lang, 'invalid_data'), errors })
}
