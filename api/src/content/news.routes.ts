import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { IdParams, responses } from '../http/schemas.js'
import { type NewsRow, newsRepository } from './news.repository.js'
import { sanitizeNewsHtml } from './sanitize.js'
import { NewsItem, NewsWithRelated } from './schemas.js'

export const NEWS_PER_PAGE = 12
const MAIN_PAGE_NEWS = 4
const RELATED_NEWS = 4
const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000 })

export const newsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, config }) => {
  const news = newsRepository(db)
  const present = (row: NewsRow) => newsItem(row, config.publicUrl)

  app.get(
    '/api/main',
    {
      schema: {
        tags: ['content'],
        summary: 'The main page: the four latest news, a bare list as the earlier client reads it',
        response: responses(Type.Array(NewsItem)),
      },
    },
    async () => (await news.latest(MAIN_PAGE_NEWS)).map(present),
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
          { notFound: true },
        ),
      },
    },
    async (request) => {
      const { page } = request.params
      const total = await news.count()
      const pages = Math.max(1, Math.ceil(total / NEWS_PER_PAGE))
      if (page > pages) throw notFound('page_not_found')
      return { news: (await news.page(page, NEWS_PER_PAGE)).map(present), news_count: total }
    },
  )

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
    async (request) => {
      const item = await news.viewOne(request.params.id)
      if (!item) throw notFound('news_not_found')
      const related = await news.nearest(item.id, item.published_at, RELATED_NEWS)
      return { ...present(item), related_news: related.map(present) }
    },
  )
}

/** A news row as the API answers it; HTML is sanitized again on the way out. */
export function newsItem(row: NewsRow, publicUrl: string) {
  const poster = `storage/${row.poster}`
  return {
    id: row.id,
    poster,
    poster_url: `${publicUrl}/${poster}`,
    created_at: row.published_at.toISOString(),
    views: row.views,
    title_tm: row.title_tm,
    title_ru: row.title_ru,
    title_en: row.title_en,
    description_tm: sanitizeNewsHtml(row.description_tm),
    description_ru: sanitizeNewsHtml(row.description_ru),
    description_en: sanitizeNewsHtml(row.description_en),
  }
}
