import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import type { Db } from '../db/database.js'
import type { AnswerCache } from '../http/answer-cache.js'
import { notFound } from '../http/api-error.js'
import { IdParams, responses } from '../http/schemas.js'
import { type NewsRow, newsRepository } from './news.repository.js'
import { servedNewsHtml } from './news-html.js'
import {
  type PosterVariantRow,
  posterVariantsRepository,
  variantsByPoster,
} from './poster-variants.repository.js'
import { CACHING, JSON_TYPE, sendPublic } from './public-caching.js'
import { NewsItem, NewsWithRelated } from './schemas.js'

export const NEWS_PER_PAGE = 12
const MAIN_PAGE_NEWS = 4
const RELATED_NEWS = 4
const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000 })

/**
 * The news lists: the same for every reader, kept rendered for a while (public-caching.ts) in
 * `newsAnswers`, which the office clears when it publishes, changes or withdraws an item.
 */
export const newsListRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db'> & { newsAnswers: AnswerCache }
> = async (app, { db, config, newsAnswers: answers }) => {
  const news = newsRepository(db)
  const present = presenter(db, config)
  const { cacheControl, renderedMs } = CACHING.news

  app.get(
    '/api/main',
    {
      schema: {
        tags: ['content'],
        summary: 'The main page: the four latest news, a bare list as the earlier client reads it',
        response: responses(Type.Array(NewsItem), { notModified: true }),
      },
    },
    async (_request, reply) => {
      const body = await answers.get('main', renderedMs, async () =>
        reply.serialize(await present(await news.latest(MAIN_PAGE_NEWS))),
      )
      return sendPublic(reply, { body, type: JSON_TYPE, cacheControl })
    },
  )

  app.get(
    '/api/news-all/:page',
    {
      config: { notFound: 'page_not_found' },
      schema: {
        tags: ['content'],
        summary: `News, newest first, ${NEWS_PER_PAGE} a page`,
        params: Type.Object({ page: PageNumber }),
        response: responses(
          Type.Object({
            news: Type.Array(NewsItem),
            news_count: Type.Integer({ description: 'All news items' }),
          }),
          { notFound: true, notModified: true },
        ),
      },
    },
    async (request, reply) => {
      const { page } = request.params
      const body = await answers.get(`news-all/${page}`, renderedMs, async () => {
        const total = await news.count()
        const pages = Math.max(1, Math.ceil(total / NEWS_PER_PAGE))
        if (page > pages) throw notFound('page_not_found')
        const items = await present(await news.page(page, NEWS_PER_PAGE))
        return reply.serialize({ news: items, news_count: total })
      })
      return sendPublic(reply, { body, type: JSON_TYPE, cacheControl })
    },
  )
}

/** One news item: each read counts a view, so it is rendered for each. */
export const newsItemRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'config' | 'db'>> = async (
  app,
  { db, config },
) => {
  const news = newsRepository(db)
  const present = presenter(db, config)

  app.get(
    '/api/news/:id',
    {
      config: { notFound: 'news_not_found' },
      schema: {
        tags: ['content'],
        summary: 'One news item with related news; counts a view',
        params: IdParams,
        response: responses(NewsWithRelated, { notFound: true }),
      },
    },
    async (request, reply) => {
      const item = await news.viewOne(request.params.id)
      if (!item) throw notFound('news_not_found')
      const related = await news.nearest(item.id, item.published_at, RELATED_NEWS)
      const [presented, ...relatedNews] = await present([item, ...related])
      reply.header('cache-control', CACHING.newsItem.cacheControl)
      return { ...presented, related_news: relatedNews }
    },
  )
}

/**
 * Presents news rows as the API answers them, with the renderings of their uploaded posters
 * read in one query for the whole list.
 */
function presenter(db: Db, config: { publicUrl: string }) {
  const variants = posterVariantsRepository(db)
  return async (rows: NewsRow[]) => {
    const uploaded = rows.flatMap((row) =>
      row.poster_file_id === null ? [] : [row.poster_file_id],
    )
    const byPoster = variantsByPoster(await variants.of(uploaded))
    return rows.map((row) =>
      // Read at each answer: with API_PORT=0 the address is known only once the API listens.
      newsItem(
        row,
        config.publicUrl,
        row.poster_file_id === null ? [] : byPoster.get(row.poster_file_id),
      ),
    )
  }
}

/** A news row as the API answers it. */
export function newsItem(row: NewsRow, publicUrl: string, variants: PosterVariantRow[] = []) {
  const poster = `storage/${row.poster}`
  return {
    id: row.id,
    poster,
    poster_url: `${publicUrl}/${poster}`,
    poster_variants: variants.map(({ width, height }) => ({
      path: `${poster}/${width}.webp`,
      width,
      height,
      type: 'image/webp' as const,
    })),
    created_at: row.published_at.toISOString(),
    views: row.views,
    title_tm: row.title_tm,
    title_ru: row.title_ru,
    title_en: row.title_en,
    ...servedNewsHtml(row),
  }
}
