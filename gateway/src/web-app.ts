import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { langOf, say } from './i18n/messages.js'

/** Hashed build output (`/assets/name-<hash>.js`): never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Other files of the build (favicon, images under fixed names): kept for an hour. */
const SHORT = 'public, max-age=3600'

/**
 * The built web (`web/dist`): its files as they are, with the compressed forms the build wrote
 * beside them (`.br`, `.gz`) served to browsers that accept them, so no answer is compressed twice;
 * `index.html` for every other page path (history fallback), revalidated on each visit. Source
 * maps are never served, should a build leave them in the folder (they hold the original sources
 * and their comments). The page's headers are security-headers.ts's, as every answer's.
 */
export async function webRoutes(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders(response, file) {
      const relative = path.relative(root, file).split(path.sep).join('/')
      if (relative === 'index.html') response.setHeader('cache-control', 'no-cache')
      else if (relative.startsWith('assets/')) response.setHeader('cache-control', IMMUTABLE)
      else response.setHeader('cache-control', SHORT)
    },
  })
  const page = (reply: FastifyReply) => reply.sendFile('index.html')
  app.get('/', (_request, reply) => page(reply))
  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?', 1)[0] ?? ''
    const aFile = pathName.startsWith('/assets/') || isSourceMap(pathName)
    if (
      request.method === 'GET' &&
      !aFile &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      return page(reply)
    }
    return reply
      .code(404)
      .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
  })
}

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName)

/** The policy of the built page (`root`/index.html), or undefined when there is none. */
export function webPagePolicy(root: string | undefined): string | undefined {
  return root ? pagePolicy(readFileSync(path.join(root, 'index.html'), 'utf8')) : undefined
}

/** The page's policy: it names each inline script of index.html by its hash. */
export function pagePolicy(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  const hashes = inline.map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    // blob: for the previews of files chosen in a form, made on the page before any upload.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
