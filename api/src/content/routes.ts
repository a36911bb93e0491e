import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { createAnswerCache } from '../http/answer-cache.js'
import { newsItemRoutes, newsListRoutes } from './news.routes.js'
import { officeNewsRoutes } from './office-news.routes.js'
import { pagesRoutes } from './pages.routes.js'
import { posterRoutes, uploadedPosterRoutes } from './posters.routes.js'
import { withValidators } from './public-caching.js'
import { rssRoutes } from './rss.js'

export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  // The rendered news lists and feed, cleared by the office when the public news change.
  const newsAnswers = createAnswerCache()
  // Public content, the same for every reader: ETags, so a repeat read costs a 304.
  await app.register(async (publicContent) => {
    await withValidators(publicContent)
    await publicContent.register(newsListRoutes, { ...context, newsAnswers })
    await publicContent.register(pagesRoutes, context)
    await publicContent.register(rssRoutes, { ...context, newsAnswers })
    await publicContent.register(posterRoutes, context)
    await publicContent.register(uploadedPosterRoutes, context)
  })
  await app.register(newsItemRoutes, context)
  await app.register(officeNewsRoutes, { ...context, newsAnswers })
}
