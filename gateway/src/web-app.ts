import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Hashed build output (`/assets/name-<hash>.js`): never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Other files of the build (favicon, images under fixed names): kept for an hour. */
const SHORT = 'public, max-age=3600'

/**
 * The built web (`web/dist`): its files as they are, with the compressed forms the build wrote
 * beside them (`.br`, `.gz`) served to browsers that accept them, so no answer is compressed twice;
 * `index.html` for every other page path (history fallback), revalidated on each visit and sent
 * with a Content-Security-Policy that allows this origin and the page's own inline script only.
 */
export async function webRoutes(app: FastifyInstance, root: string) {
  const securityHeaders = pageSecurityHeaders(readFileSync(path.join(root, 'index.html'), 'utf8'))
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, file) {
      const relative = path.relative(root, file).split(path.sep).join('/')
      if (relative === 'index.html') response.setHeader('cache-control', 'no-cache')
      else if (relative.startsWith('assets/')) response.setHeader('cache-control', IMMUTABLE)
      else response.setHeader('cache-control', SHORT)
    },
  })
  const page = (reply: FastifyReply) => reply.headers(securityHeaders).sendFile('index.html')
  app.get('/', (_request, reply) => page(reply))
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return page(reply)
    }
    return reply.code(404).send({ message: 'Not found' })
  })
}

/** The page's headers: its policy names each inline script of index.html by its hash. */
export function pageSecurityHeaders(html: string): Record<string, string> {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  const hashes = inline.map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  }
}
