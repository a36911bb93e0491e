import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { langOf, say } from './i18n/messages.js'
import type { ProtectAnswer } from './security-headers.js'

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
  const isPage = pageAddresses(root)
  app.get('/', (_request, reply) => page(reply))
  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?', 1)[0] ?? ''
    const aFile = pathName.startsWith('/assets/') || isSourceMap(pathName)
    if (!asksForPage(request) || aFile) return notFound(request, reply)
    return isPage(pathName) ? page(reply) : missingPage(reply, root)
  })
}

/**
 * Whether an address names one of the web's pages, by the patterns its router matches (the build
 * writes them to `pages.json` from its route table), as the router does: whatever the case, with
 * or without a final slash. A build without the file leaves every address to the page.
 */
function pageAddresses(root: string): (pathName: string) => boolean {
  const file = path.join(root, 'pages.json')
  if (!existsSync(file)) return () => true
  const { patterns } = JSON.parse(readFileSync(file, 'utf8')) as { patterns: string[] }
  const known = patterns.map((source) => new RegExp(source, 'i'))
  return (pathName) => known.some((pattern) => pattern.test(pathName))
}

/**
 * The web's page with the status 404, for an address that names none of its pages: its router
 * shows the not-found page in the visitor's language, and a search engine or a link checker
 * learns that nothing is there. Read, not sent as a file: a revalidation must not turn a 404
 * into an empty 304.
 */
async function missingPage(reply: FastifyReply, webRoot: string) {
  const html = await readFile(path.join(webRoot, 'index.html'))
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html)
}

const asksForPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')

/** A 404 in the caller's language, for anything that is not a page. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: say(langOf(request.headers['accept-language']), 'not_found') })
}

/**
 * The answer to an address the router cannot decode (`/%`, `/verify/%ZZ`: a link mangled on its
 * way), which names no page or route: Fastify's own would be its JSON, in English, with its error
 * code. A browser gets the web's page, whose router shows its not-found page in the visitor's
 * language, with the status 404; anything else the 404 every unknown route answers. Fastify calls
 * this before routing, with a reply that has no `sendFile` and runs no hook: the page is read here.
 */
export async function unreadableAddress(
  request: FastifyRequest,
  reply: FastifyReply,
  webRoot: string | undefined,
  protect: ProtectAnswer,
) {
  const page = webRoot && asksForPage(request)
  reply.code(404).type(page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
  // No onSend hook runs for this reply: its protective headers are set here.
  protect(request, reply)
  return page ? missingPage(reply, webRoot) : notFound(request, reply)
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
