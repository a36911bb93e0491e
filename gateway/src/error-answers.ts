import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { langOf, type MessageKey, say } from './i18n/messages.js'

/** Fastify's own refusals of a body it could not read, before any route of ours ran. */
const REFUSALS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_request' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'malformed_request' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'request_too_large' },
}

/**
 * The answer to a failure no route answered itself: Apollo answers GraphQL's own, the routes
 * their refusals, and what is left reached Fastify's default, which sent its error code, its
 * English message and, for a fault, the error's own message (`FST_ERR_CTP_INVALID_JSON_BODY`,
 * "Body is not valid JSON…"). Now a body Fastify could not read is a 400, 413 or 415 with a
 * sentence in the caller's language — GraphQL's shape (`BAD_REQUEST`) at `/graphql`, where
 * every other front end reads it — and a fault a 500 that says nothing of its cause (the log has
 * it, under the request's id: app.ts's onError).
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = error.code ? REFUSALS[error.code] : undefined
    const status = refusal?.status ?? (isClientError(error.statusCode) ? error.statusCode : 500)
    const key = refusal?.key ?? (status < 500 ? 'malformed_request' : 'internal')
    const code = status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR'
    return answer(request, reply.code(status), key, code)
  })
}

function answer(request: FastifyRequest, reply: FastifyReply, key: MessageKey, code: string) {
  // A route may have set a file's headers before failing; the answer is JSON.
  for (const header of ['content-type', 'content-length', 'content-disposition', 'etag']) {
    reply.removeHeader(header)
  }
  const message = say(langOf(request.headers['accept-language']), key)
  const graphql = request.url === '/graphql' || request.url.startsWith('/graphql?')
  return reply.send(graphql ? { errors: [{ message, extensions: { code } }] } : { message })
}

const isClientError = (status: number | undefined): status is number =>
  status !== undefined && status >= 400 && status < 500
