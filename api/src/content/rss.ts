import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import type { AnswerCache } from '../http/answer-cache.js'
import { escapeMarkup } from '../http/markup.js'
import { EtagHeader, Line, NotModified, ValidationBody } from '../http/schemas.js'
import { intlLocale, isLang, type Lang } from '../i18n/lang.js'
import { newsRepository } from './news.repository.js'
import { servedNewsHtml } from './news-html.js'
import { posterSizes } from './posters.routes.js'
import { CACHING, sendPublic } from './public-caching.js'

const FEED_ITEMS = 30

const CHANNEL: Record<Lang, { title: string; description: string }> = {
  tm: {
    title: 'Türkmenawtoulaggözegçilik — täzelikler',
    description: 'Awtoulag gözegçiligi döwlet kärhanasynyň täzelikleri',
  },
  ru: {
    title: 'Туркменавтоулаггозегчилик — новости',
    description: 'Новости государственного предприятия автотранспортного надзора',
  },
  en: {
    title: 'Türkmenawtoulaggözegçilik — news',
    description: 'News of the state road-transport supervision enterprise',
  },
}

/** An RSS 2.0 feed of the latest news, in ?lang= or the Accept-Language of the reader. */
export const rssRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db'> & { newsAnswers: AnswerCache }
> = async (app, { db, config, newsAnswers: answers }) => {
  const news = newsRepository(db)
  const sizes = await posterSizes()
  const { cacheControl, renderedMs } = CACHING.news

  app.get(
    '/rss',
    {
      schema: {
        tags: ['content'],
        summary: 'RSS 2.0 feed of the news',
        querystring: Type.Object({ lang: Type.Optional(Line(8)) }),
        // Typed per answer, so the errors are described as the JSON they are.
        response: {
          200: {
            description: 'RSS 2.0 XML',
            headers: EtagHeader,
            content: { 'application/rss+xml': { schema: { type: 'string' } } },
          },
          304: NotModified,
          422: ValidationBody,
        },
      },
    },
    async (request, reply) => {
      const lang = isLang(request.query.lang) ? request.query.lang : request.lang
      const body = await answers.get(`rss/${lang}`, renderedMs, () => feed(lang))
      return sendPublic(reply, {
        body,
        type: 'application/rss+xml; charset=utf-8',
        cacheControl,
        vary: 'accept-encoding, accept-language',
      })
    },
  )

  async function feed(lang: Lang): Promise<string> {
    const items = await news.latest(FEED_ITEMS)
    const uploaded = new Map(
      (
        await news.posterFiles(
          items.flatMap((item) => (item.poster_file_id ? [item.poster_file_id] : [])),
        )
      ).map((file) => [file.id, file]),
    )
    const enclosure = (item: (typeof items)[number]) => {
      const file = item.poster_file_id ? uploaded.get(item.poster_file_id) : undefined
      return file
        ? { length: file.size, type: file.mime }
        : { length: sizes.get(item.poster) ?? 0, type: 'image/svg+xml' }
    }
    // Every address in the feed is the portal's public one (ADR 0081), where the gateway serves
    // the feed and the posters: the API's own address may be reachable from nowhere else.
    const site = config.webPublicUrl
    const self = `${site}/rss?lang=${lang}`
    const channel = CHANNEL[lang]
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${escapeMarkup(channel.title)}</title>`,
      `<link>${escapeMarkup(`${site}/news-all/1`)}</link>`,
      `<description>${escapeMarkup(channel.description)}</description>`,
      `<language>${intlLocale(lang)}</language>`,
      `<atom:link href="${escapeMarkup(self)}" rel="self" type="application/rss+xml"/>`,
      items[0] ? `<lastBuildDate>${items[0].published_at.toUTCString()}</lastBuildDate>` : '',
      ...items.map((item) => {
        const link = `${site}/single-news/${item.id}`
        return [
          '<item>',
          `<title>${escapeMarkup(item[`title_${lang}`])}</title>`,
          `<link>${escapeMarkup(link)}</link>`,
          `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
          `<pubDate>${item.published_at.toUTCString()}</pubDate>`,
          `<description>${escapeMarkup(servedNewsHtml(item)[`description_${lang}`])}</description>`,
          `<enclosure url="${escapeMarkup(`${site}/storage/${item.poster}`)}" length="${enclosure(item).length}" type="${enclosure(item).type}"/>`,
          '</item>',
        ].join('')
      }),
      '</channel>',
      '</rss>',
    ].join('\n')
  }
}
