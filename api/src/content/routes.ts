import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { newsItemRoutes, newsListRoutes } from './news.routes.js'
import { pagesRoutes } from './pages.routes.js'
import { withValidators } from './public-caching.js'
import { referenceRoutes } from './reference.routes.js'
import { rssRoutes } from './rss.js'
import { storageRoutes } from './storage.js'

export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  // Public content, the same for every reader: ETags, so a repeat read costs a 304.
  await app.register(async (publicContent) => {
    await withValidators(publicContent)
    await publicContent.register(newsListRoutes, context)
    await publicContent.register(pagesRoutes, context)
    await publicContent.register(rssRoutes, context)
    await publicContent.register(storageRoutes, context)
  })
  await app.register(newsItemRoutes, context)
  await app.register(referenceRoutes, context)
}
