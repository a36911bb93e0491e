import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { MessageBody } from '../http/schemas.js'

/** api/static, both from src/ (tests, tsx) and from dist/ (npm start). */
export const STATIC_DIR = fileURLToPath(new URL('../../static', import.meta.url))
const POSTERS_DIR = path.join(STATIC_DIR, 'posters')
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp' }

/** Sizes of the poster images, read once: RSS enclosures state them. */
export async function posterSizes(): Promise<Map<string, number>> {
  const files = await readdir(POSTERS_DIR)
  const sizes = await Promise.all(
    files.map(
      async (file) => [`posters/${file}`, (await stat(path.join(POSTERS_DIR, file))).size] as const,
    ),
  )
  return new Map(sizes)
}

/**
 * Images of the news (posters), served by the API itself. Only names from the folder's listing
 * are served, so no path can reach outside it; SVG is sent with a CSP that forbids scripts.
 */
export const storageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app) => {
  const sizes = await posterSizes()

  app.get(
    '/storage/posters/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'A news poster image',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        produces: ['image/svg+xml', 'image/webp'],
        response: {
          200: { description: 'The image', type: 'string', format: 'binary' },
          404: MessageBody,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params
      const size = sizes.get(`posters/${file}`)
      const type = TYPES[path.extname(file)]
      if (size === undefined || !type) throw notFound()
      return reply
        .type(type)
        .header('content-length', size)
        .header('cache-control', 'public, max-age=604800, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path.join(POSTERS_DIR, file)) as never)
    },
  )
}
