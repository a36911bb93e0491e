import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { newsRoutes } from './news.routes.js'
import { pagesRoutes } from './pages.routes.js'
import { referenceRoutes } from './reference.routes.js'
import { rssRoutes } from './rss.js'
import { storageRoutes } from './storage.js'

export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(newsRoutes, context)
  await app.register(pagesRoutes, context)
  await app.register(referenceRoutes, context)
  await app.register(rssRoutes, context)
  await app.register(storageRoutes, context)
}
