import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { escapeMarkup } from '../http/markup.js'
import { intlLocale, isLang, type Lang } from '../i18n/lang.js'
import { newsRepository } from './news.repository.js'
import { sanitizeNewsHtml } from './sanitize.js'
import { posterSizes } from './storage.js'

const FEED_ITEMS = 30

const CHANNEL: Record<Lang, { title: string; description: string }> = {
  tm: {
    title: 'Türkmenulaggözegçilik — täzelikler',
    description: 'Awtoulag gözegçiligi döwlet kärhanasynyň täzelikleri',
  },
  ru: {
    title: 'Туркменулаггозегчилик — новости',
    description: 'Новости государственного предприятия автотранспортного надзора',
  },
  en: {
    title: 'Türkmenulaggözegçilik — news',
    description: 'News of the state road-transport supervision enterprise',
  },
}

/** An RSS 2.0 feed of the latest news, in ?lang= or the Accept-Language of the reader. */
export const rssRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, config }) => {
  const news = newsRepository(db)
  const sizes = await posterSizes()

  app.get(
    '/rss',
    {
      schema: {
        tags: ['content'],
        summary: 'RSS 2.0 feed of the news',
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }),
        produces: ['application/rss+xml'],
        response: { 200: Type.String({ description: 'RSS 2.0 XML' }) },
      },
    },
    async (request, reply) => {
      const lang = isLang(request.query.lang) ? request.query.lang : request.lang
      const items = await news.latest(FEED_ITEMS)
      const site = config.webPublicUrl
      const self = `${config.publicUrl}/rss?lang=${lang}`
      const channel = CHANNEL[lang]
      const xml = [
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
            `<description>${escapeMarkup(sanitizeNewsHtml(item[`description_${lang}`]))}</description>`,
            `<enclosure url="${escapeMarkup(`${config.publicUrl}/storage/${item.poster}`)}" length="${sizes.get(item.poster) ?? 0}" type="image/svg+xml"/>`,
            '</item>',
          ].join('')
        }),
        '</channel>',
        '</rss>',
      ].join('\n')
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml)
    },
  )
}
