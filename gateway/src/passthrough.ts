import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { request as upstreamRequest } from 'undici'
import type { Upstream } from './rest/upstream.js'
import { tokenOf } from './session.js'

/** Headers of the API's answer that a browser should get as they are. */
const KEPT = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-security-policy',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
]

/**
 * What the gateway passes to the API as it is: the RSS feed, news posters, and uploaded files,
 * the last with the caller's session (cookie or bearer) so a file reaches its owner only. The
 * browser's address goes on as X-Forwarded-For, its language as Accept-Language.
 */
export function passthroughRoutes(app: FastifyInstance, upstream: Upstream) {
  const pass = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    withSession: boolean,
  ) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': request.ip,
      'x-request-id': request.id,
    }
    const lang = request.headers['accept-language']
    if (lang) headers['accept-language'] = lang
    if (withSession) {
      const { token } = tokenOf(request)
      if (token) headers.authorization = `Bearer ${token}`
    }
    let answer: Awaited<ReturnType<typeof upstreamRequest>>
    try {
      answer = await upstreamRequest(`${upstream.baseUrl}${path}`, {
        dispatcher: upstream.agent,
        headers,
        signal: AbortSignal.timeout(upstream.timeoutMs),
      })
    } catch (error) {
      request.log.warn({ err: error }, 'REST API unavailable')
      return reply.code(503).send({ message: 'The service is unavailable right now.' })
    }
    reply.code(answer.statusCode)
    for (const name of KEPT) {
      const value = answer.headers[name]
      if (typeof value === 'string') reply.header(name, value)
    }
    return reply.send(answer.body)
  }

  app.get('/rss', (request, reply) => {
    const search = request.url.indexOf('?')
    return pass(request, reply, `/rss${search === -1 ? '' : request.url.slice(search)}`, false)
  })
  app.get('/storage/posters/:file', (request, reply) =>
    pass(
      request,
      reply,
      `/storage/posters/${encodeURIComponent((request.params as { file: string }).file)}`,
      false,
    ),
  )
  // Uploaded files go as stored, with their length: mostly compressed formats already.
  app.get('/files/:id', { compress: false }, (request, reply) => {
    const id = (request.params as { id: string }).id
    if (!/^[1-9]\d{0,9}$/.test(id)) return reply.code(404).send({ message: 'Not found' })
    return pass(request, reply, `/api/files/${id}`, true)
  })
}
