import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { createAnswerCache } from '../http/answer-cache.js'
import { responses } from '../http/schemas.js'
import { pages } from './pages.js'
import { CACHING, JSON_TYPE, sendPublic } from './public-caching.js'
import { AboutPage, ContactsPage, ServicesPage } from './schemas.js'

/** The informational pages' texts, in all three languages: rendered once, kept. */
export const pagesRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app) => {
  const answers = createAnswerCache()
  const { cacheControl, renderedMs } = CACHING.pages

  app.get(
    '/api/services',
    {
      schema: {
        tags: ['content'],
        summary: 'The services page: three areas of work and their services',
        response: responses(ServicesPage, { notModified: true }),
      },
    },
    async (_request, reply) => {
      const body = await answers.get('services', renderedMs, async () =>
        reply.serialize({ services: pages.services }),
      )
      return sendPublic(reply, { body, type: JSON_TYPE, cacheControl })
    },
  )

  app.get(
    '/api/about-us',
    {
      schema: {
        tags: ['content'],
        summary: 'About the enterprise: introduction and its 14 duties',
        response: responses(AboutPage, { notModified: true }),
      },
    },
    async (_request, reply) => {
      const body = await answers.get('about-us', renderedMs, async () =>
        reply.serialize({ about: pages.about }),
      )
      return sendPublic(reply, { body, type: JSON_TYPE, cacheControl })
    },
  )

  app.get(
    '/api/contacts-page',
    {
      schema: {
        tags: ['content'],
        summary: 'Contacts: departments, address and working hours',
        response: responses(ContactsPage, { notModified: true }),
      },
    },
    async (_request, reply) => {
      const body = await answers.get('contacts-page', renderedMs, async () =>
        reply.serialize({ contacts: pages.contacts }),
      )
      return sendPublic(reply, { body, type: JSON_TYPE, cacheControl })
    },
  )
}
