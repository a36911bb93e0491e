import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { keepCompressed } from '../http/compression.js'
import { MessageBody, NotModified } from '../http/schemas.js'
import { CACHING, sendPublic } from './public-caching.js'

/** api/static, both from src/ (tests, tsx) and from dist/ (npm start). */
export const STATIC_DIR = fileURLToPath(new URL('../../static', import.meta.url))
const POSTERS_DIR = path.join(STATIC_DIR, 'posters')
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp' }

/** The poster images (a few small files), read once, by their path under `storage/`. */
async function readPosters(): Promise<Map<string, Buffer>> {
  const files = await readdir(POSTERS_DIR)
  const posters = await Promise.all(
    files.map(
      async (file) =>
        [`posters/${file}`, keepCompressed(await readFile(path.join(POSTERS_DIR, file)))] as const,
    ),
  )
  return new Map(posters)
}

/** Sizes of the poster images: RSS enclosures state them. */
export async function posterSizes(): Promise<Map<string, number>> {
  const posters = await readPosters()
  return new Map([...posters].map(([name, bytes]) => [name, bytes.length]))
}

/**
 * Images of the news (posters), served by the API itself from memory. Only names from the
 * folder's listing are served, so no path can reach outside it; SVG is sent with a CSP that
 * forbids scripts.
 */
export const storageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app) => {
  const posters = await readPosters()

  app.get(
    '/storage/posters/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'A news poster image',
        params: Type.Object({
          file: Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]+\\.[a-z]+$' }),
        }),
        response: {
          200: {
            description: 'The image',
            content: {
              'image/svg+xml': { schema: { type: 'string', format: 'binary' } },
              'image/webp': { schema: { type: 'string', format: 'binary' } },
            },
          },
          304: NotModified,
          404: MessageBody,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params
      const body = posters.get(`posters/${file}`)
      const type = TYPES[path.extname(file)]
      if (!body || !type) throw notFound()
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
      return sendPublic(reply, { body, type, cacheControl: CACHING.posters.cacheControl })
    },
  )
}
