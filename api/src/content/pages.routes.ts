import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { responses } from '../http/schemas.js'
import { pages } from './pages.js'
import { AboutPage, ContactsPage, ServicesPage } from './schemas.js'

/** The informational pages' texts, in all three languages. */
export const pagesRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app) => {
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['content'],
        summary: 'The services page: three areas of work and their services',
        response: responses(ServicesPage),
      },
    },
    async () => ({ services: pages.services }),
  )

  app.get(
    '/api/about-us',
    {
      schema: {
        tags: ['content'],
        summary: 'About the enterprise: introduction and its 14 duties',
        response: responses(AboutPage),
      },
    },
    async () => ({ about: pages.about }),
  )

  app.get(
    '/api/contacts-page',
    {
      schema: {
        tags: ['content'],
        summary: 'Contacts: departments, address and working hours',
        response: responses(ContactsPage),
      },
    },
    async () => ({ contacts: pages.contacts }),
  )
}
