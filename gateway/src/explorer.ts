import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const require = createRequire(import.meta.url)
/** gateway/explorer: the page and its starter, from src/ and dist/ alike. */
const PAGE_DIR = fileURLToPath(new URL('../explorer/', import.meta.url))

/**
 * GraphiQL served from the installed packages: no CDN, so the explorer works on a machine with
 * no internet. The page's CSP allows scripts, styles and connections of this origin only.
 */
/** A file of an installed package (not every package exports its browser bundles). */
const inPackage = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file)

const ASSETS: Record<string, { file: string; type: string }> = {
  'graphiql.min.js': { file: inPackage('graphiql', 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.min.css': { file: inPackage('graphiql', 'graphiql.min.css'), type: 'text/css' },
  'react.production.min.js': {
    file: inPackage('react', 'umd/react.production.min.js'),
    type: 'text/javascript',
  },
  'react-dom.production.min.js': {
    file: inPackage('react-dom', 'umd/react-dom.production.min.js'),
    type: 'text/javascript',
  },
  'explorer.js': { file: path.join(PAGE_DIR, 'explorer.js'), type: 'text/javascript' },
}

export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // GraphiQL sets element styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** A browser navigating to /graphql (not a GraphQL request) gets the explorer. */
export function wantsExplorer(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown>
  return (
    request.method === 'GET' &&
    !query.query &&
    !query.documentId &&
    !query.extensions &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

export async function explorerRoutes(app: FastifyInstance) {
  const page = await readFile(path.join(PAGE_DIR, 'index.html'))
  const assets = new Map(
    await Promise.all(
      Object.entries(ASSETS).map(
        async ([name, asset]) => [name, { ...asset, body: await readFile(asset.file) }] as const,
      ),
    ),
  )

  app.get('/explorer/:asset', async (request, reply) => {
    const asset = assets.get((request.params as { asset: string }).asset)
    if (!asset) return reply.code(404).send({ message: 'Not found' })
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body)
  })

  return (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', EXPLORER_CSP)
      .header('cache-control', 'no-cache')
      .send(page)
}
