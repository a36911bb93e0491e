import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { keepCompressed } from '@tmulag/server-kit/compression'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { EntityId, EtagHeader, IdParams, MessageBody, NotModified } from '../http/schemas.js'
import { newsRepository } from './news.repository.js'
import { posterVariantsRepository } from './poster-variants.repository.js'
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
 * Where posters are served: the API's own path (a news item's `poster` is this path), and the
 * same under `/online/`, where the enterprise's earlier web client looks for `{root}/online/{poster}`.
 */
const POSTER_PATHS = [
  { url: '/storage/posters/:file', summary: 'A news poster image' },
  {
    url: '/online/storage/posters/:file',
    summary: 'The same poster, at the path the earlier web client builds (`/online/{poster}`)',
  },
]

/**
 * Images of the news (posters), served by the API itself from memory. Only names from the
 * folder's listing are served, so no path can reach outside it; SVG is sent with a CSP that
 * forbids scripts.
 */
export const posterRoutes: FastifyPluginAsyncTypebox<Record<never, never>> = async (app) => {
  const posters = await readPosters()

  for (const { url, summary } of POSTER_PATHS) {
    app.get(
      url,
      {
        schema: {
          tags: ['content'],
          summary,
          params: Type.Object({
            file: Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]+\\.[a-z]+$' }),
          }),
          response: {
            200: {
              description: 'The image',
              headers: EtagHeader,
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
}

/**
 * Posters the office uploaded, and their smaller renderings (ADR 0073): served to anyone while
 * their news item is published, from the file store. A file's bytes never change (a new poster
 * is a new file), so caches may keep it.
 */
export const uploadedPosterRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'fileStore'>
> = async (app, { db, fileStore }) => {
  const news = newsRepository(db)
  const variants = posterVariantsRepository(db)
  const image = (description: string, type: string) => ({
    200: {
      description,
      headers: EtagHeader,
      content: { [type]: { schema: { type: 'string', format: 'binary' } } },
    },
    304: NotModified,
    404: MessageBody,
  })

  /** Sends stored bytes as they are, or 404 when they are missing from the store. */
  const sendStored = async (
    request: FastifyRequest,
    reply: FastifyReply,
    poster: { sha256: string; size: number; mime: string } | undefined,
  ) => {
    if (!poster) throw notFound('news_not_found')
    const bytes = await fileStore.open(poster.sha256)
    if (!bytes) {
      request.log.error({ url: request.url, sha256: poster.sha256 }, 'stored bytes missing')
      throw notFound('news_not_found')
    }
    return reply
      .type(poster.mime)
      .header('content-length', poster.size)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHING.uploadedPosters.cacheControl)
      .send(bytes as never)
  }

  app.get(
    '/storage/news-posters/:id',
    {
      // Sent as stored: JPEG, PNG and WebP are compressed already.
      compress: false,
      config: { notFound: 'news_not_found' },
      schema: {
        tags: ['content'],
        summary: 'A poster the office uploaded for a published news item',
        params: IdParams,
        response: image('The image', 'image/*'),
      },
    },
    async (request, reply) =>
      sendStored(request, reply, await news.publishedPoster(request.params.id)),
  )

  app.get(
    '/storage/news-posters/:id/:file',
    {
      compress: false,
      config: { notFound: 'news_not_found' },
      schema: {
        tags: ['content'],
        summary:
          "A smaller rendering of an uploaded poster, as a news item's `poster_variants` name it",
        params: Type.Object({
          id: EntityId,
          file: Type.String({ maxLength: 10, pattern: '^[1-9][0-9]{0,4}\\.webp$' }),
        }),
        response: image('The rendering, WebP', 'image/webp'),
      },
    },
    async (request, reply) => {
      const width = Number.parseInt(request.params.file, 10)
      return sendStored(request, reply, await variants.published(request.params.id, width))
    },
  )
}
