import etag from '@fastify/etag'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * How long public content may be reused. Browsers and shared caches keep an answer for max-age,
 * then ask again with its ETag and get a 304 while it is unchanged. The API itself keeps a
 * rendered answer in memory for `renderedMs` (http/answer-cache.ts). A request with a bearer
 * token is answered `no-store` whatever the route says (app.ts): nothing seen under a session
 * is kept.
 */
export const CACHING = {
  /** Lists and the feed: a new item shows within a minute; view counts lag up to 10 s. */
  news: { cacheControl: 'public, max-age=60', renderedMs: 10_000 },
  /** Each read of an item counts a view and changes the answer: nothing may keep it. */
  newsItem: { cacheControl: 'no-store' },
  /** Texts that change only with a new version of the API. */
  pages: { cacheControl: 'public, max-age=300', renderedMs: Number.POSITIVE_INFINITY },
  /** Images read at start; a changed poster gets a new file name. */
  posters: { cacheControl: 'public, max-age=604800, immutable' },
  /** Uploaded posters: their bytes never change, but an item may be withdrawn. */
  uploadedPosters: { cacheControl: 'public, max-age=300' },
} as const

/**
 * Gives every answer of the routes registered in `scope` an ETag, and a request naming it
 * (If-None-Match) a 304 with no body. Weak, because the same content is sent in several
 * encodings (a strong ETag names exact bytes).
 */
export async function withValidators(scope: FastifyInstance) {
  await scope.register(etag, { weak: true })
  // A 304 has no body, so no Content-Type; and no Content-Length, which on a 304 may only be the
  // length of the 200 it stands for (RFC 9110, 8.6), not the 0 of its empty body.
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 304) return payload
    reply.removeHeader('content-type')
    return null
  })
}

/**
 * Sends a public answer kept in memory, with the headers a cache needs. Its Vary adds to what
 * is there already (Origin, when CORS is on).
 */
export function sendPublic(
  reply: FastifyReply,
  answer: { body: Buffer; type: string; cacheControl: string; vary?: string },
) {
  const before = reply.getHeader('vary')
  const vary = answer.vary ?? 'accept-encoding'
  return reply
    .type(answer.type)
    .header('cache-control', answer.cacheControl)
    .header('vary', typeof before === 'string' && before !== '' ? `${before}, ${vary}` : vary)
    .send(answer.body)
}

export const JSON_TYPE = 'application/json; charset=utf-8'
