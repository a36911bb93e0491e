import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Agent } from 'undici'
import { request as upstreamRequest } from 'undici'
import { DOWNLOAD_LIMITS, DownloadSlots } from './downloads.js'
import { type Lang, langOf, say } from './i18n/messages.js'
import { isConnectionFailure } from './rest/safe-retry.js'
import type { Upstream } from './rest/upstream.js'
import { tokenOf } from './session.js'

const LANGS: readonly Lang[] = ['tm', 'ru', 'en']

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
 * What the gateway passes to the API as it is: the RSS feed, news posters, uploaded files and
 * issued e-permits' PDFs, the last two with the caller's session (cookie or bearer) so a file
 * reaches its owner only. The browser's address goes on as X-Forwarded-For, its language as
 * Accept-Language. These answers are streamed at their reader's pace, so they travel over a pool
 * of their own with limits of their own (downloads.ts): a reader that stops reading holds none of
 * GraphQL's connections.
 */
export function passthroughRoutes(
  app: FastifyInstance,
  upstream: Upstream,
  downloads: Agent,
  cookieName: string,
) {
  const slots = new DownloadSlots()
  const pass = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    withSession: boolean,
    interfaceLang?: Lang,
  ) => {
    const lang = langOf(request.headers['accept-language'])
    const headers: Record<string, string> = {
      'x-forwarded-for': request.ip,
      'x-request-id': request.id,
    }
    // A link, an <img> or a download asks in the browser's language, not the interface's, and the
    // API remembers a session's language for the account's mail: with a session, none is passed
    // on (a document is in the account's language; the live stream's reads do the same: ADR 0008).
    if (!withSession && request.headers['accept-language']) headers['accept-language'] = lang
    // A link that names the interface's language (`?lang=`) speaks for the interface: passed on.
    if (interfaceLang) headers['accept-language'] = interfaceLang
    const token = withSession ? tokenOf(request, cookieName).token : undefined
    if (token) headers.authorization = `Bearer ${token}`
    const release = slots.take(request.ip, token)
    if (!release) return reply.code(429).send({ message: say(lang, 'too_many_downloads') })
    reply.raw.once('close', release)
    let answer: Awaited<ReturnType<typeof upstreamRequest>>
    try {
      const send = () =>
        upstreamRequest(`${upstream.baseUrl}${path}`, {
          dispatcher: downloads,
          headers,
          headersTimeout: upstream.timeoutMs,
          bodyTimeout: DOWNLOAD_LIMITS.stallMs,
        })
      // A download is a safe read: a refused or reset connection is tried once more (ADR 0095).
      answer = await send().catch((error: unknown) => {
        if (isConnectionFailure(error)) return send()
        throw error
      })
    } catch (error) {
      release()
      request.log.warn({ err: error }, 'REST API unavailable')
      return reply.code(503).send({ message: say(lang, 'upstream_unavailable') })
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
  // Posters the office uploaded, public while their news item is published.
  app.get('/storage/news-posters/:id', { compress: false }, (request, reply) => {
    const id = (request.params as { id: string }).id
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      return reply
        .code(404)
        .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
    }
    return pass(request, reply, `/storage/news-posters/${id}`, false)
  })
  // Their smaller renderings (a news item's posterVariants).
  app.get('/storage/news-posters/:id/:file', { compress: false }, (request, reply) => {
    const { id, file } = request.params as { id: string; file: string }
    if (!/^[1-9]\d{0,9}$/.test(id) || !/^[1-9]\d{0,4}\.webp$/.test(file)) {
      return reply
        .code(404)
        .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
    }
    return pass(request, reply, `/storage/news-posters/${id}/${file}`, false)
  })
  // Uploaded files go as stored, with their length: mostly compressed formats already.
  app.get('/files/:id', { compress: false }, (request, reply) => {
    const id = (request.params as { id: string }).id
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      return reply
        .code(404)
        .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
    }
    return pass(request, reply, `/api/files/${id}`, true)
  })
  // An issued e-permit's PDF, to its owner, in the account's language and English. A link's
  // download carries the browser's language, not the interface's: it is not passed on, so it
  // neither picks the document's language nor changes the account's. The web's link names the
  // interface's language (`?lang=ru`): a language switched just before the download is the
  // document's, and the account's, as any request of the interface's would make it.
  app.get('/permit-documents/:file', { compress: false }, (request, reply) => {
    const id = /^([1-9]\d{0,9})\.pdf$/.exec((request.params as { file: string }).file)?.[1]
    if (!id) {
      return reply
        .code(404)
        .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
    }
    const named = (request.query as { lang?: unknown }).lang
    const interfaceLang = LANGS.find((lang) => lang === named)
    return pass(request, reply, `/api/permit-documents/${id}/pdf`, true, interfaceLang)
  })
  // A receipt's or credit note's PDF, to the paying company's members (and operators).
  app.get('/receipts/:file', { compress: false }, (request, reply) => {
    const id = /^([1-9]\d{0,9})\.pdf$/.exec((request.params as { file: string }).file)?.[1]
    if (!id) {
      return reply
        .code(404)
        .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
    }
    return pass(request, reply, `/api/receipts/${id}/pdf`, true)
  })
}
